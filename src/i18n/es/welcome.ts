import type { Translated } from "../types";
import type { welcome as english } from "../en/welcome";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const welcome: Translated<typeof english> = {
  title: "Bienvenido",
  titleNamed: "Bienvenido, {{name}}",
  intro: "Tres pasos y su línea queda recargada. Empiece por el primero que falte.",
  allDone: "Todo listo: su línea, su tarjeta y su primera recarga ya están aquí.",
  stepNumber: "{{number}}.",
  done: "Hecho",
  line: {
    title: "Agregue su número de teléfono",
    hint: "La línea que desea recargar, con su operador y su plan.",
    action: "Agregar un número",
  },
  card: {
    title: "Agregue una tarjeta",
    hint: "Con ella se pagan las recargas. Los datos de su tarjeta van directo a nuestro procesador de pagos.",
    action: "Agregar una tarjeta",
  },
  refill: {
    title: "Recargue su línea",
    hint: "Elija la línea y el plan, revise el precio y pague.",
    action: "Recargar ahora",
  },
  toRefills: "Ver mis recargas",
  fetchFailed: "No se pudieron cargar sus pasos.",
  retry: "Intentar de nuevo",
};
