import type { Translated } from "../types";
import type { layout as english } from "../en/layout";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const layout: Translated<typeof english> = {
  switchLanguage: "Mostrar el panel en este idioma",
  productName: "Back-office de recargas y alquileres",
  pageTitle: "{{page}} · {{product}}",
  newRecord: "Nuevo · {{label}}",
  companyLogo: "Logotipo de {{company}}",
  header: {
    menu: "Menú",
    profile: "Perfil",
    signOut: "Cerrar sesión",
    unsavedChanges: "¿Seguro que desea salir? Tiene cambios sin guardar.",
  },
  menuMore: "Más abajo",
  hijack: {
    signedInAs: "Ha iniciado sesión como {{name}} ({{email}}).",
    takenOverBy: "Sesión tomada por {{name}}.",
    release: "Liberar",
  },
  profile: {
    title: "Su perfil",
    email: "Correo electrónico",
    phoneNumber: "Número de teléfono",
    company: "Empresa",
    firstName: "Nombre",
    lastName: "Apellido",
    address: "Dirección",
    state: "Estado",
    zipCode: "Código postal",
    pin: "PIN",
    pinHint: "Le permite iniciar sesión con su número de teléfono.",
    changePassword: "Cambiar la contraseña",
    currentPassword: "Contraseña actual",
    currentPasswordRequired: "Ingrese su contraseña actual para cambiarla.",
    newPassword: "Nueva contraseña",
  },
  notFound: {
    title: "Página no encontrada",
    hint: "No hay ninguna página en esta dirección. Revise el enlace o vuelva a empezar desde la página de inicio.",
    home: "Ir a la página de inicio",
  },
  access: {
    signInFirst: "Primero inicie sesión.",
    ownersOnly: "Solo los propietarios de la empresa pueden abrir esto.",
    membersOnly: "Solo los miembros del equipo de la empresa pueden abrir esto.",
  },
  serverUnreachable: "No se pudo conectar con el servidor.",
  requestFailed: "La solicitud falló con el código {{status}}.",
  downloadStopped: "La descarga se detuvo a medias.",
};
