import type { Translated } from "../types";
import type { legal as english } from "../en/legal";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const legal: Translated<typeof english> = {
  backToPanel: "Volver al panel",
  privacy: {
    title: "Política de privacidad",
    intro:
      "Esta política explica qué información personal recopilamos cuando usa nuestro servicio de recargas, planes y alquiler de equipos, por qué la recopilamos, con quién la compartimos y qué opciones tiene.",
    sections: {
      s1: {
        heading: "Quiénes somos",
        paragraphs: {
          p1: "Este back-office lo administra el comercio de telefonía móvil con el que usted se registró («la Empresa», «nosotros»). La Empresa vende recargas prepagadas, planes de telefonía y alquiler de equipos, y es responsable de la información personal que se describe aquí. Las preguntas sobre esta política se dirigen al personal de la Empresa, en la tienda o por los medios de contacto que la Empresa le haya dado.",
        },
      },
      s2: {
        heading: "Qué recopilamos",
        paragraphs: {
          p1: "Recopilamos solo lo que necesitamos para venderle recargas, planes y alquileres, y para mantener segura su cuenta:",
        },
        list: {
          l1: "Datos de la cuenta: su nombre y apellido, correo electrónico, dirección postal, estado y código postal, y el PIN que usa para iniciar sesión por teléfono. Las contraseñas se guardan solo como un hash irreversible; nadie, ni siquiera nuestro personal, puede leerlas.",
          l2: "Números de teléfono: los números que recarga, su operador y plan, y un apodo si usted lo indica.",
          l3: "Tarjetas de pago: la marca de la tarjeta, los últimos cuatro dígitos y la fecha de vencimiento. El número completo de la tarjeta y el código de seguridad se ingresan en nuestro procesador de pagos, que los conserva; nunca llegan a nuestros servidores.",
          l4: "Transacciones: el número de cada recarga, el plan, el monto, la fecha, el estado y el motivo cuando falla un pago o una recarga.",
          l5: "Alquileres: el equipo, el país de destino, las fechas de inicio y fin, los montos, los impuestos, el depósito, los pagos, el saldo, las fechas de retiro y devolución, y cualquier nota que agregue nuestro personal.",
          l6: "Datos técnicos: los tokens de inicio de sesión y un registro de las solicitudes (hora, dirección, acción) que se conserva para proteger el servicio e investigar problemas.",
        },
      },
      s3: {
        heading: "Para qué la usamos",
        paragraphs: {
          p1: "Usamos su información para prestarle lo que pide (entregar las recargas a la línea correcta, preparar y dar seguimiento a los alquileres), para cobrar los pagos que usted autoriza, para enviarle los correos que el servicio necesita (como los enlaces para restablecer la contraseña), para ayudarle cuando se comunica con nuestro personal, para prevenir el fraude y el mal uso, y para cumplir nuestras obligaciones fiscales, contables y legales. No usamos su información para crear perfiles publicitarios y no la vendemos.",
        },
      },
      s4: {
        heading: "Pagos y tarjetas guardadas",
        paragraphs: {
          p1: "Cuando paga con tarjeta, o guarda una tarjeta para más adelante o para recargas programadas, la tarjeta la maneja nuestro procesador de pagos según sus propias normas de seguridad (PCI DSS). Conservamos una referencia a la tarjeta para poder cobrarle las recargas y los alquileres que pide, las recargas programadas que configura y los saldos pendientes de alquileres que deba. Puede eliminar una tarjeta guardada en cualquier momento; una recarga programada que la use dejará entonces de cobrarle con ella.",
        },
      },
      s5: {
        heading: "Números de teléfono y operadores",
        paragraphs: {
          p1: "Para entregar una recarga enviamos el número de teléfono, el plan y el monto al operador o al proveedor de recargas que trabaja con él. Ellos usan esa información solo para acreditar la línea y para informarnos el resultado.",
        },
      },
      s6: {
        heading: "Acceso del personal y visualización del sitio como usted",
        paragraphs: {
          p1: "El personal de la Empresa puede ver las cuentas, recargas, alquileres y cargos de los clientes de la Empresa para atenderlos. Para resolver un problema con usted, un miembro del personal puede abrir el sitio como usted durante un tiempo limitado (como máximo una hora por sesión). Todo lo que se hace de esa manera queda registrado junto con el nombre del miembro del personal.",
        },
      },
      s7: {
        heading: "Con quién la compartimos",
        paragraphs: {
          p1: "Compartimos la información personal solo con quienes nos ayudan a prestar el servicio, cada uno obligado a usarla únicamente para ese fin: nuestro procesador de pagos, los operadores y proveedores de recargas, y nuestros proveedores de correo electrónico y de alojamiento. Revelamos información a las autoridades cuando la ley lo exige. Nunca vendemos su información personal.",
        },
      },
      s8: {
        heading: "Cuánto tiempo la conservamos",
        paragraphs: {
          p1: "Los datos de su cuenta se conservan mientras la cuenta esté abierta. Los registros de transacciones, alquileres, cargos y reembolsos se conservan durante el tiempo que exigen las leyes fiscales y contables (por lo general, siete años), incluso después de cerrar una cuenta. Los enlaces para restablecer la contraseña y las sesiones tomadas por el personal vencen al cabo de una hora.",
        },
      },
      s9: {
        heading: "Cómo la protegemos",
        paragraphs: {
          p1: "Las conexiones con el servicio están cifradas. Las contraseñas se guardan con un algoritmo de hash moderno, los tokens de inicio de sesión se guardan de nuestro lado solo en forma de hash, y cada miembro del personal ve solo lo que su función le permite. Las empresas que usan este back-office nunca ven los datos de las demás.",
        },
      },
      s10: {
        heading: "El almacenamiento de su navegador",
        paragraphs: {
          p1: "Para mantener su sesión iniciada, el sitio guarda en el almacenamiento local de su navegador su token de inicio de sesión y el correo electrónico o el número de teléfono con el que inició sesión (y, en el caso del personal, el token de una sesión tomada). Al cerrar sesión se borran. No usamos cookies publicitarias ni de seguimiento.",
        },
      },
      s11: {
        heading: "Sus derechos",
        paragraphs: {
          p1: "Usted mismo puede ver y corregir la mayoría de sus datos en su perfil. También puede pedirnos una copia de la información que tenemos sobre usted, pedirnos que la corrijamos o la eliminemos, u oponerse a alguno de sus usos. Le responderemos dentro del plazo que fija la ley; podemos conservar los registros que la ley nos obliga a conservar.",
        },
      },
      s12: {
        heading: "Menores de edad",
        paragraphs: {
          p1: "El servicio no está dirigido a menores de 13 años. Los pagos con tarjeta y el alquiler de equipos requieren que usted tenga la mayoría de edad para celebrar un contrato en el lugar donde vive.",
        },
      },
      s13: {
        heading: "Cambios en esta política",
        paragraphs: {
          p1: "Si cambiamos esta política, publicaremos aquí la nueva versión y se lo informaremos por correo electrónico o en el servicio antes de que entre en vigor un cambio importante.",
        },
      },
    },
  },
  terms: {
    title: "Términos y condiciones",
    intro:
      "Estos términos explican cómo funcionan las recargas, las recargas programadas, los pagos con tarjeta y el alquiler de equipos, y lo que usted y nosotros aceptamos cuando usa el servicio.",
    sections: {
      s1: {
        heading: "El acuerdo",
        paragraphs: {
          p1: "Estos términos rigen el uso del servicio de recargas, planes y alquiler de equipos del comercio con el que usted se registró («la Empresa», «nosotros»). Al crear una cuenta o hacer un pedido, usted los acepta. Los precios están en dólares estadounidenses.",
        },
      },
      s2: {
        heading: "Su cuenta",
        paragraphs: {
          p1: "Proporciónenos datos exactos y manténgalos actualizados. Mantenga en secreto su contraseña y su PIN: todo lo que se haga con ellos se considera hecho por usted. Avísenos de inmediato si cree que otra persona usó su cuenta. Podemos suspender una cuenta que se use para cometer fraude o en incumplimiento de estos términos.",
        },
      },
      s3: {
        heading: "Recargas y planes",
        paragraphs: {
          p1: "Una recarga es un pedido para acreditar al número de teléfono que usted indica el plan que elige, al precio que se muestra antes de confirmar. La mayoría de las recargas se entregan en pocos minutos; el estado de cada una se muestra en sus transacciones. Revise el número antes de confirmar: una vez que un operador acredita una línea, por lo general no puede revertir el crédito, y una recarga enviada a un número equivocado que usted ingresó no se puede reembolsar.",
          p2: "Si no podemos entregar una recarga, la volveremos a intentar o la reembolsaremos; nunca se le cobra dos veces por la misma recarga. Los beneficios, la vigencia y la cobertura del plan los fija el operador y están sujetos a sus propios términos.",
        },
      },
      s4: {
        heading: "Recargas programadas",
        paragraphs: {
          p1: "Al configurar una recarga programada, usted nos autoriza a cobrar con la tarjeta que eligió el día elegido de cada mes, al precio que tenga el plan en ese momento, hasta que la cancele. Puede cambiar o cancelar una recarga programada en cualquier momento antes de su próxima fecha de ejecución. Si falla un pago programado, la recarga queda a la espera de que usted actúe y no se entrega hasta que se pague.",
        },
      },
      s5: {
        heading: "Pagos y tarjetas guardadas",
        paragraphs: {
          p1: "Usted nos autoriza a cobrar con su tarjeta las recargas y los alquileres que pide y los montos que estos términos hagan exigibles. Los pagos con tarjeta los procesa nuestro procesador de pagos. Un pago que su banco rechaza o que necesita su confirmación no está completo hasta que se procesa. Los impuestos sobre las ventas que correspondan se agregan y se muestran antes de confirmar.",
        },
      },
      s6: {
        heading: "Alquiler de equipos",
        paragraphs: {
          p1: "Un alquiler va desde su fecha de inicio hasta su fecha de fin. Su precio es el número de días multiplicado por la tarifa diaria del equipo más la tarifa diaria del país de destino, más impuestos. Al crear el alquiler se cobra un depósito reembolsable.",
          p2: "Usted retira el equipo cuando está listo para retirarse y lo devuelve, con sus accesorios, a más tardar en la fecha de fin. Un equipo devuelto con retraso se cobra por los días adicionales con las mismas tarifas diarias. El equipo sigue siendo propiedad de la Empresa; no lo venda, preste ni modifique, y úselo conforme a la ley. Cualquier plan de un operador activado en él está sujeto a los términos del operador.",
        },
        list: {
          l1: "Depósito: se reembolsa a la tarjeta con la que se pagó después de que el equipo se devuelve en buen estado, menos cualquier saldo que usted aún deba.",
          l2: "Pérdida o daño: usted paga el costo razonable de la reparación o el reemplazo, que podemos descontar del depósito.",
          l3: "Saldo: cualquier monto aún pendiente de un alquiler (días de retraso, daños, precio del alquiler sin pagar) debe pagarse con tarjeta o en la tienda.",
        },
      },
      s7: {
        heading: "Reembolsos y disputas",
        paragraphs: {
          p1: "Si algo sale mal con una recarga, un alquiler o un cargo, comuníquese primero con nosotros: la mayoría de los problemas se resuelven rápidamente. Los reembolsos se devuelven a la tarjeta con la que se cobró. Abrir una disputa con la tarjeta por un monto que se entregó tal como se pidió puede llevarnos a suspender la cuenta mientras la disputa esté abierta.",
        },
      },
      s8: {
        heading: "Ayuda de nuestro personal",
        paragraphs: {
          p1: "Para ayudarle, un miembro del personal puede ver el sitio como usted durante un tiempo limitado. Las acciones realizadas de esa manera quedan registradas con el nombre del miembro del personal.",
        },
      },
      s9: {
        heading: "Uso aceptable",
        paragraphs: {
          p1: "No use el servicio con tarjetas que no esté autorizado a usar, para recargar números con fines fraudulentos, para revender equipos alquilados, para sondear o sobrecargar el servicio, ni para acceder a los datos de otros clientes.",
        },
      },
      s10: {
        heading: "Disponibilidad y responsabilidad",
        paragraphs: {
          p1: "Trabajamos para que el servicio esté disponible y funcione correctamente, pero no podemos prometer que nunca se interrumpa, en particular cuando un operador o el procesador de pagos no está disponible. En la medida en que la ley lo permita, nuestra responsabilidad por cualquier pedido se limita al monto que usted pagó por él, y no somos responsables de pérdidas indirectas. Nada en estos términos limita los derechos que usted tiene como consumidor y que no pueden limitarse por contrato.",
        },
      },
      s11: {
        heading: "Terminación del acuerdo",
        paragraphs: {
          p1: "Puede dejar de usar el servicio y pedirnos que cerremos su cuenta en cualquier momento, una vez que haya devuelto todos los equipos alquilados y pagado todos los saldos. Las recargas programadas se detienen cuando se cierra la cuenta.",
        },
      },
      s12: {
        heading: "Cambios y ley aplicable",
        paragraphs: {
          p1: "Podemos cambiar estos términos; la nueva versión se aplica a los pedidos hechos después de su publicación aquí, y le informaremos con anticipación de los cambios importantes. Estos términos se rigen por las leyes del estado donde la Empresa tiene su domicilio comercial.",
        },
      },
    },
  },
};
