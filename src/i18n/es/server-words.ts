import type { ServerWords } from "../server-words";

/**
 * The server's refusals in Spanish (Latin-American, "usted"): the API answers them in English to the letter
 * (clients match on them), and the panel shows these words instead (src/i18n/server-words.ts). A key is the
 * English sentence, or a template of one whose `{amount}` (money), `{number}` (a number) and `{value}` (text
 * kept as written: what the caller sent, a status's code) stand for the values the server put in it.
 * The processors' and the top-up provider's sentences are not here: they are read through their problem
 * codes (common/problems.ts, `problems.codes`). tests/web/i18n/server-words.test.ts asks this table for
 * every message the server has.
 */
export const serverWords: ServerWords = {
  // server/http/errors.ts
  "Not found.": "No se encontró.",
  "You do not have permission to perform this action.": "No tiene permiso para realizar esta acción.",
  "Authentication credentials were not provided.": "No se proporcionaron las credenciales de autenticación.",
  "Invalid token.": "Token no válido.",
  "User inactive or deleted.": "Usuario inactivo o eliminado.",
  "This field is required.": "Este campo es obligatorio.",
  "Unable to log in with provided credentials.":
    "No se puede iniciar sesión con las credenciales proporcionadas.",
  "Invalid page.": "Página no válida.",
  "A server error occurred.": "Ocurrió un error en el servidor.",
  "Set up two-factor sign-in first: your company requires it.":
    "Primero configure el inicio de sesión en dos pasos: su empresa lo exige.",
  "Invalid value.": "Valor no válido.",
  "JSON parse error.": "Error al leer el JSON.",
  "Request was throttled. Expected available in {number} seconds.":
    "Demasiadas solicitudes. Vuelva a intentarlo en {number} segundos.",

  // server/http/validation-messages.ts, validation.ts, ids.ts, money.ts, lists/filters.ts
  "This field may not be null.": "Este campo no puede ser nulo.",
  "A valid integer is required.": "Se requiere un número entero válido.",
  "A valid number is required.": "Se requiere un número válido.",
  "Must be a valid boolean.": "Debe ser verdadero o falso.",
  "Not a valid string.": "No es un texto válido.",
  "Invalid data. Expected a dictionary.": "Datos no válidos. Se esperaba un objeto.",
  "Expected a list of items.": "Se esperaba una lista de elementos.",
  "This field may not be blank.": "Este campo no puede quedar en blanco.",
  "Enter a valid email address.": "Ingrese un correo electrónico válido.",
  "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.":
    "La fecha tiene un formato incorrecto. Use este formato: AAAA-MM-DD.",
  "PIN must be 4 to 8 digits.": "El PIN debe tener de 4 a 8 dígitos.",
  "Ensure this field has at least {number} characters.":
    "Este campo debe tener al menos {number} caracteres.",
  "Ensure this field has no more than {number} characters.":
    "Este campo no puede tener más de {number} caracteres.",
  "Ensure this field has no more than {number} elements.":
    "Este campo no puede tener más de {number} elementos.",
  "Ensure this value is greater than or equal to {number}.": "El valor debe ser mayor o igual que {number}.",
  "Ensure this value is less than or equal to {number}.": "El valor debe ser menor o igual que {number}.",
  "Ensure this value is less than {number}.": "El valor debe ser menor que {number}.",
  "Ensure that there are no more than {number} decimal places.": "Use como máximo {number} decimales.",
  '"{value}" is not a valid choice.': "«{value}» no es una opción válida.",
  "Enter a valid phone number: 10 to 15 digits.": "Ingrese un número de teléfono válido: de 10 a 15 dígitos.",
  "This phone number is already registered.": "Este número de teléfono ya está registrado.",
  "Control characters are not allowed.": "No se permiten caracteres de control.",
  'Invalid pk "{value}" - object does not exist.':
    "El identificador «{value}» no es válido: el objeto no existe.",
  "Incorrect type. Expected pk value, received {value}.":
    "Tipo incorrecto. Se esperaba un identificador y se recibió {value}.",
  "A valid number is required, with at most 2 decimal places.":
    "Se requiere un número válido, con 2 decimales como máximo.",
  '"{value}" is not a valid boolean.': "«{value}» no es un valor verdadero o falso válido.",
  "Enter a whole number.": "Ingrese un número entero.",
  "Enter a valid date.": "Ingrese una fecha válida.",
  "Select a valid choice. {value} is not one of the available choices.":
    "Elija una opción válida. {value} no es una de las opciones disponibles.",

  // server/security, server/people
  "This password is too short. It must contain at least 8 characters.":
    "Esta contraseña es demasiado corta. Debe tener al menos 8 caracteres.",
  "This password is entirely numeric.": "Esta contraseña tiene solo números.",
  "This password is too common.": "Esta contraseña es demasiado común.",
  "The password is too similar to your personal details.":
    "La contraseña se parece demasiado a sus datos personales.",
  "Invalid or expired token.": "El enlace no es válido o ya venció.",
  "A user with that email already exists.": "Ya existe un usuario con ese correo electrónico.",

  // accounts
  "Company not found.": "No se encontró la empresa.",
  "Wrong password.": "Contraseña incorrecta.",
  "Wrong code. Enter the 6 digits your authenticator app shows, or one of your recovery codes.":
    "Código incorrecto. Ingrese los 6 dígitos que muestra su aplicación de autenticación, o uno de sus códigos de recuperación.",
  "Wrong code. Enter the 6 digits the app shows for this account.":
    "Código incorrecto. Ingrese los 6 dígitos que muestra la aplicación para esta cuenta.",
  "This sign-in has expired. Sign in again with your password.":
    "Este inicio de sesión venció. Vuelva a iniciar sesión con su contraseña.",
  "Start the setup first.": "Primero inicie la configuración.",
  "Two-factor sign-in is already on.": "El inicio de sesión en dos pasos ya está activado.",
  "Two-factor sign-in is not on.": "El inicio de sesión en dos pasos no está activado.",
  "Your company requires two-factor sign-in: it cannot be turned off.":
    "Su empresa exige el inicio de sesión en dos pasos: no se puede desactivar.",

  // company settings
  "Turn on two-factor sign-in for your own account first, from your profile.":
    "Primero active el inicio de sesión en dos pasos en su propia cuenta, desde su perfil.",
  "Enter a phone number of 7 to 15 digits.": "Ingrese un número de teléfono de 7 a 15 dígitos.",
  "Another company already uses this number for its phone menu.":
    "Otra empresa ya usa este número para su menú telefónico.",
  "Choose a time zone.": "Elija una zona horaria.",
  "Enter the Twilio auth token: 16 to 128 letters and digits.":
    "Ingrese el token de autenticación de Twilio: de 16 a 128 letras y dígitos.",
  "The logo must be at most 2 MB.": "El logotipo puede pesar como máximo 2 MB.",
  "Upload a PNG, JPEG or WebP image.": "Suba una imagen PNG, JPEG o WebP.",
  "Choose an image to upload.": "Elija una imagen para subir.",

  // customers, members
  "This customer is deactivated: reactivate them first.":
    "Este cliente está desactivado: primero reactívelo.",
  "Only the customer can choose their PIN: send them a PIN reset, or remove the PIN.":
    "Solo el cliente puede elegir su PIN: envíele un restablecimiento de PIN, o quite el PIN.",
  "This customer signs in with a password or PIN: only they can change their e-mail, from their profile.":
    "Este cliente inicia sesión con contraseña o PIN: solo él puede cambiar su correo electrónico, desde su perfil.",
  "A company must keep at least one owner.": "Una empresa debe conservar al menos un propietario.",
  "You cannot deactivate your own account.": "No puede desactivar su propia cuenta.",
  "This member is deactivated: reactivate them first.":
    "Este miembro del equipo está desactivado: primero reactívelo.",
  "This member has already accepted the invitation.": "Este miembro del equipo ya aceptó la invitación.",

  // carriers, plans, countries
  "A carrier with that name already exists.": "Ya existe un operador con ese nombre.",
  // server/modules/carriers/schemas.ts, CATALOGUE_MESSAGES
  "Enter the country's two-letter ISO code.": "Ingrese el código ISO de dos letras del país.",
  "Choose at least one operator.": "Elija al menos un operador.",
  "The aggregator offers no such operator in this country.":
    "El agregador no ofrece ese operador en este país.",
  "This operator is chosen twice.": "Este operador está elegido dos veces.",
  "The aggregator does not sell this amount for this operator.":
    "El agregador no vende este monto para este operador.",
  "This amount is chosen twice.": "Este monto está elegido dos veces.",
  "This change is no longer listed: the catalogue changed again. Reload the list.":
    "Este cambio ya no figura: el catálogo cambió de nuevo. Vuelva a cargar la lista.",
  "Set the new plan's price to accept this amount.": "Fije el precio del nuevo plan para aceptar este monto.",
  "Only a new operator or amount can be dismissed; accept this change instead.":
    "Solo se puede descartar un operador o un monto nuevo; acepte este cambio.",
  "A plan stays with its carrier; add a new plan to the other carrier instead.":
    "Un plan se queda con su operador; en su lugar, agregue un plan nuevo al otro operador.",
  "A country with that code already exists.": "Ya existe un país con ese código.",
  "Enter an ISO 3166-1 alpha-2 country code, such as US or MX.":
    "Ingrese un código de país ISO 3166-1 alfa-2, como US o MX.",

  // phone numbers, refills placed
  "This number now belongs to another operator, which is not one of our carriers.":
    "Este número ahora pertenece a otro operador, que no es uno de nuestros operadores.",
  "This number now belongs to {value}, which is not one of our carriers.":
    "Este número ahora pertenece a {value}, que no es uno de nuestros operadores.",
  "This number has refills on record and cannot be changed. Add the new number instead.":
    "Este número tiene recargas registradas y no se puede cambiar. En su lugar, agregue el número nuevo.",
  "This carrier is not active.": "Este operador no está activo.",
  "This plan does not belong to the chosen carrier.": "Este plan no pertenece al operador elegido.",
  "Only staff can set the day a line's service ends.":
    "Solo el personal puede fijar el día en que termina el servicio de una línea.",
  "Enter a number of days from 0 to 366.": "Ingrese un número de días de 0 a 366.",
  "This phone number is not active.": "Este número de teléfono no está activo.",
  "This plan is not active.": "Este plan no está activo.",
  "This plan is not offered by the phone number's carrier.":
    "El operador de este número no ofrece este plan.",
  "This card does not belong to the phone number's owner.": "Esta tarjeta no es del titular de este número.",

  // scheduled refills
  "Choose a card for this scheduled refill.": "Elija una tarjeta para esta recarga programada.",
  "This number already has a scheduled refill on day {number}.":
    "Este número ya tiene una recarga programada el día {number}.",
  "The day of the month is only for monthly refills.": "El día del mes es solo para recargas mensuales.",
  "Days before is only for automatic refills when the plan runs out.":
    "Los días de anticipación son solo para recargas automáticas cuando el plan se termina.",
  "Agree to the automatic refill terms to refill when the plan runs out.":
    "Acepte las condiciones de la recarga automática para recargar cuando el plan se termine.",
  "This number already refills automatically when its plan runs out.":
    "Este número ya se recarga automáticamente cuando su plan se termina.",

  // cards, money
  "This card is used by a scheduled refill. Choose another card there first.":
    "Una recarga programada usa esta tarjeta. Primero elija otra tarjeta allí.",
  "This card has expired and cannot be the default card.":
    "Esta tarjeta está vencida y no puede ser la tarjeta predeterminada.",
  "This card was removed. Choose another card.": "Esta tarjeta fue eliminada. Elija otra tarjeta.",
  "This card has expired. Choose another card.": "Esta tarjeta está vencida. Elija otra tarjeta.",
  "Say why the money goes back.": "Indique por qué se devuelve el dinero.",
  "At most {amount} can be refunded.": "Se puede reembolsar como máximo {amount}.",
  "Nothing is left to refund on this charge.": "No queda nada por reembolsar de este cargo.",
  "A refund cannot be refunded.": "Un reembolso no se puede reembolsar.",
  "Only a charge that succeeded can be refunded.": "Solo se puede reembolsar un cargo exitoso.",
  "Refund the deposit from the rental's page.": "Reembolse el depósito desde la página del alquiler.",
  "This refill is being processed; refund it once it has stopped.":
    "Esta recarga se está procesando; reembólsela cuando se haya detenido.",
  "A refund of this charge is already on its way. Try again in a moment.":
    "Ya hay un reembolso de este cargo en curso. Vuelva a intentarlo en un momento.",
  "This charge is disputed: the customer's bank holds its money until the dispute closes, so a refund would pay it back twice.":
    "Este cargo está en disputa: el banco del cliente retiene el dinero hasta que se cierre la disputa, así que un reembolso lo devolvería dos veces.",
  "The processor's reference of this card charge is missing, so it cannot be refunded by card.":
    "Falta la referencia del procesador de este cargo con tarjeta, así que no se puede reembolsar a la tarjeta.",
  "The top-up wallet ({amount}) cannot cover this refill: it waits in the queue, not charged, until funds are added.":
    "La billetera de recargas ({amount}) no alcanza para esta recarga: espera en la cola, sin cobrarse, hasta que se agreguen fondos.",

  // transactions (refills)
  "Your bank has just confirmed the payment with the card it asked about: this refill is paid.":
    "Su banco acaba de confirmar el pago con la tarjeta que le consultó: esta recarga está pagada.",
  "The customer's bank has just confirmed the payment with the card it asked about: this refill is paid.":
    "El banco del cliente acaba de confirmar el pago con la tarjeta que le consultó: esta recarga está pagada.",
  "The payment waiting for the bank could not be cancelled. Please try again.":
    "No se pudo cancelar el pago que esperaba al banco. Vuelva a intentarlo.",
  "Only a transaction in error or action required can be retried.":
    "Solo se puede reintentar una recarga con error o que requiere acción.",
  "Only a transaction in error or action required can be resolved.":
    "Solo se puede resolver una recarga con error o que requiere acción.",
  "Say why this refill is closed.": "Indique por qué se cierra esta recarga.",
  "Only a refill in error can be refunded and closed.":
    "Solo se puede reembolsar y cerrar una recarga con error.",
  "Nothing was charged for this refill, so there is nothing to refund.":
    "No se cobró nada por esta recarga, así que no hay nada que reembolsar.",
  "This refill's charge has been refunded, so it cannot be queued again.":
    "El cargo de esta recarga fue reembolsado, así que no se puede volver a poner en cola.",
  "A closed transaction (success or resolved) takes no other card.":
    "Una recarga cerrada (exitosa o resuelta) no admite otra tarjeta.",
  "This card is not one of the customer's cards.": "Esta tarjeta no es una de las tarjetas del cliente.",
  "Only a refill whose payment failed can be paid with another card.":
    "Solo se puede pagar con otra tarjeta una recarga cuyo pago falló.",
  "Nothing on this refill waits for authentication.": "Nada en esta recarga espera autenticación.",
  "Send the refills' ids or the list's filters.":
    "Envíe los identificadores de las recargas o los filtros de la lista.",
  "Send the refills' ids or the list's filters, not both.":
    "Envíe los identificadores de las recargas o los filtros de la lista, no ambos.",
  "More than {number} refills match these filters: narrow them down.":
    "Más de {number} recargas coinciden con estos filtros: acótelos.",

  // rentals
  "Each fee is added once.": "Cada cargo adicional se agrega una sola vez.",
  "A late return fee needs a return after the end date.":
    "Un cargo por devolución tardía requiere una devolución posterior a la fecha de fin.",
  "The start date cannot be in the past.": "La fecha de inicio no puede estar en el pasado.",
  "The end date cannot be before the start date.": "La fecha de fin no puede ser anterior a la de inicio.",
  "A rental cannot be longer than {number} days.": "Un alquiler no puede durar más de {number} días.",
  "This device is not available.": "Este equipo no está disponible.",
  "This device is not available for these dates.": "Este equipo no está disponible en estas fechas.",
  "This country is not available.": "Este país no está disponible.",
  "This customer is inactive.": "Este cliente está inactivo.",
  "Choose the card to charge.": "Elija la tarjeta a la que se hará el cargo.",
  "Staff create rentals with create/as-member/.": "El personal crea alquileres con create/as-member/.",
  "Send at least one field to change.": "Envíe al menos un campo para cambiar.",
  "The end date of a returned, resolved or failed rental cannot change.":
    "La fecha de fin de un alquiler devuelto, resuelto o fallido no puede cambiar.",
  "Say why the total due changes.": "Indique por qué cambia el total a pagar.",
  "Enter a valid phone number.": "Ingrese un número de teléfono válido.",
  "The payment is more than the balance ({amount}).": "El pago supera el saldo pendiente ({amount}).",
  "Only a picked-up rental can be returned.": "Solo se puede devolver un alquiler ya recogido.",
  "The return time cannot be in the future.": "La hora de devolución no puede estar en el futuro.",
  "The return time cannot be before the pick-up.":
    "La hora de devolución no puede ser anterior a la recogida.",
  "The return date cannot be in the future.": "La fecha de devolución no puede estar en el futuro.",
  "The return date cannot be before the pick-up.":
    "La fecha de devolución no puede ser anterior a la recogida.",
  "The deposit can be refunded once the rental is returned.":
    "El depósito se puede reembolsar una vez devuelto el alquiler.",
  "The deposit has already been refunded.": "El depósito ya fue reembolsado.",
  "There is no deposit to refund.": "No hay depósito que reembolsar.",
  "No card paid this rental: the deposit can only go back in cash.":
    "Ninguna tarjeta pagó este alquiler: el depósito solo se puede devolver en efectivo.",
  "At most {amount} of the deposit can be refunded.":
    "Se puede reembolsar como máximo {amount} del depósito.",
  "Only a rental in error can be retried.": "Solo se puede reintentar un alquiler con error.",
  "Only a rental whose payment failed can be paid again.":
    "Solo se puede volver a pagar un alquiler cuyo pago falló.",
  "Customers pay their own rentals; staff use Assign card.":
    "Los clientes pagan sus propios alquileres; el personal usa Asignar tarjeta.",
  "A returned or resolved rental takes no card.": "Un alquiler devuelto o resuelto no admite tarjeta.",
  "Say why.": "Indique por qué.",
  "Say why this rental is closed.": "Indique por qué se cierra este alquiler.",
  "Only a rental in error can be resolved.": "Solo se puede resolver un alquiler con error.",
  "This rental has no card to charge.": "Este alquiler no tiene tarjeta a la que hacer el cargo.",
  "This rental has no card to assign.": "Este alquiler no tiene tarjeta que asignar.",
  "The card used on this rental was removed by the customer.":
    "El cliente eliminó la tarjeta usada en este alquiler.",
  "The card used on this rental has expired.": "La tarjeta usada en este alquiler está vencida.",
  "The status cannot change from {value} to {value2}.": "El estado no puede cambiar de {value} a {value2}.",
  "A unit is chosen only when the rental is picked up.":
    "La unidad se elige solo cuando se recoge el alquiler.",
  "Only a picked-up rental can swap its unit.": "Solo un alquiler ya recogido puede cambiar de unidad.",
  "This unit is already the rental's.": "Esta unidad ya es la del alquiler.",
  "The planner shows at most {number} days.": "El planificador muestra como máximo {number} días.",

  // units
  "A unit with that serial already exists.": "Ya existe una unidad con ese número de serie.",
  "A unit with that barcode already exists.": "Ya existe una unidad con ese código de barras.",
  "No unit of this device has that barcode or serial.":
    "Ninguna unidad de este equipo tiene ese código de barras o número de serie.",
  "This unit is not available: it is out, in maintenance, lost or retired.":
    "Esta unidad no está disponible: está fuera, en mantenimiento, perdida o retirada.",
  "No unit of this device is available.": "No hay ninguna unidad disponible de este equipo.",
  "A unit goes out only at a pick-up; return or swap its rental first.":
    "Una unidad sale solo en una recogida; primero devuelva o cambie su alquiler.",
  "This unit is out on a rental: its status changes with the rental's return or a swap.":
    "Esta unidad está fuera en un alquiler: su estado cambia con la devolución del alquiler o un cambio de unidad.",
  "Only {number} unit of this device can be retired now (the others are out); lower the stock by that much or less.":
    "Solo se puede retirar ahora {number} unidad de este equipo (las demás están fuera); reduzca el inventario en esa cantidad o menos.",
  "Only {number} units of this device can be retired now (the others are out); lower the stock by that much or less.":
    "Solo se pueden retirar ahora {number} unidades de este equipo (las demás están fuera); reduzca el inventario en esa cantidad o menos.",

  // disputes
  "This dispute is closed: no more evidence can be sent.":
    "Esta disputa está cerrada: no se pueden enviar más pruebas.",
  "The evidence was submitted: the bank is reviewing it.":
    "Las pruebas se enviaron: el banco las está revisando.",
  "Evidence is sent to Stripe: this company's payments are not on Stripe.":
    "Las pruebas se envían a Stripe: los pagos de esta empresa no están en Stripe.",
  "Stripe could not be reached or refused the evidence. Please try again.":
    "No se pudo contactar a Stripe o rechazó las pruebas. Vuelva a intentarlo.",
  "At most 20000 characters.": "Como máximo 20000 caracteres.",

  // phone menu, payment events
  "Set the phone menu's number and Twilio auth token in the company settings first.":
    "Primero configure el número del menú telefónico y el token de autenticación de Twilio en la configuración de la empresa.",
  "This call id belongs to another call. Start a new call.":
    "Este identificador pertenece a otra llamada. Inicie una llamada nueva.",
  "Enter a call id: CA followed by 32 lower-case hexadecimal digits.":
    "Ingrese un identificador de llamada: CA seguido de 32 dígitos hexadecimales en minúscula.",
  "Enter a phone number.": "Ingrese un número de teléfono.",
  "Only the keypad's keys: 0-9, * and #.": "Solo las teclas del teclado: 0-9, * y #.",
  "The Stripe-Signature header does not match this body.":
    "El encabezado Stripe-Signature no corresponde a este contenido.",
  "Stripe's events are taken only with PAYMENTS=stripe.":
    "Los eventos de Stripe se aceptan solo con PAYMENTS=stripe.",

  // the payment processors' refusals of a card being saved that have no problem code
  "Enter a valid payment method id.": "Ingrese un identificador de método de pago válido.",
  "No such payment method.": "No existe ese método de pago.",
  "Only cards can be saved.": "Solo se pueden guardar tarjetas.",
  "Enter a valid card number.": "Ingrese un número de tarjeta válido.",
  "We accept Visa, Mastercard, American Express and Discover cards.":
    "Aceptamos tarjetas Visa, Mastercard, American Express y Discover.",
  "Enter a valid expiry year.": "Ingrese un año de vencimiento válido.",
  "Your card's security code is invalid.": "El código de seguridad de su tarjeta no es válido.",
  "Enter a valid setup intent id.": "Ingrese un identificador de configuración de tarjeta válido.",
  "No such setup intent.": "No existe esa configuración de tarjeta.",
  "The card was not confirmed with your bank. Please try again.":
    "La tarjeta no se confirmó con su banco. Vuelva a intentarlo.",
  "This card is not the one confirmed with your bank.": "Esta tarjeta no es la que confirmó con su banco.",

  // text messages through Twilio
  "The company's settings have no Twilio account SID and auth token to send texts with.":
    "La configuración de la empresa no tiene el SID de cuenta ni el token de autenticación de Twilio para enviar mensajes de texto.",
  "The company's settings have no Twilio number to send texts from.":
    "La configuración de la empresa no tiene un número de Twilio desde el cual enviar mensajes de texto.",
};
