import type { Translated } from "../types";
import type { auth as english } from "../en/auth";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const auth: Translated<typeof english> = {
  email: "Correo electrónico",
  password: "Contraseña",
  enterEmail: "Ingrese su correo electrónico.",
  backToSignIn: "Volver a iniciar sesión",
  login: {
    title: "Iniciar sesión",
    emailAndPassword: "Correo y contraseña",
    phoneAndPin: "Teléfono y PIN",
    enterPassword: "Ingrese su contraseña.",
    phoneNumber: "Número de teléfono",
    enterPhoneNumber: "Ingrese su número de teléfono.",
    pin: "PIN",
    enterPin: "Ingrese su PIN.",
    forgotPassword: "¿Olvidó su contraseña?",
    codeTitle: "Inicio de sesión en dos pasos",
    codeHint:
      "Ingrese el código de 6 dígitos que muestra su aplicación de autenticación, o uno de sus códigos de recuperación.",
    code: "Código",
    enterCode: "Ingrese el código.",
    verify: "Verificar",
    startOver: "Iniciar sesión de nuevo",
  },
  forgot: {
    title: "Olvidé mi contraseña",
    checkInbox: "Revise su bandeja de entrada",
    sentTo:
      "Si {{email}} pertenece a una cuenta, el correo contiene un enlace para elegir una nueva contraseña.",
    submit: "Enviarme un enlace para restablecerla",
  },
  reset: {
    title: "Elija una nueva contraseña",
    password: "Nueva contraseña",
    repeat: "Repita la nueva contraseña",
    submit: "Guardar la nueva contraseña",
    incomplete: "Este enlace está incompleto",
    incompleteHint: "Abra el enlace del correo tal como está o pida uno nuevo.",
    askNewLink: "Pedir un enlace nuevo",
    choosePassword: "Elija una contraseña.",
    repeatPassword: "Repita la contraseña.",
    differ: "Las dos contraseñas no coinciden.",
    forWhom: "Para {{email}}, en {{company}}.",
    used: "Este enlace ya no se puede usar",
    usedHint: "Ya se usó o ha caducado. Pida uno nuevo, o inicie sesión si ya eligió su contraseña.",
    signIn: "Iniciar sesión",
  },
  setPin: {
    title: "Elija un PIN nuevo",
    pin: "PIN nuevo",
    repeat: "Repita el PIN nuevo",
    submit: "Guardar el PIN nuevo",
    choosePin: "Elija un PIN de 4 a 8 dígitos.",
    repeatPin: "Repita el PIN.",
    differ: "Los dos PIN no coinciden.",
    done: "Su PIN está listo",
    doneHint: "Inicie sesión con su número de teléfono y su PIN nuevo.",
    askStaff: "Ya se usó o venció. Pida a la empresa que le envíe uno nuevo.",
  },
  welcome: {
    title: "Elija su contraseña",
    intro: "¡Bienvenido! Elija la contraseña con la que iniciará sesión junto con su correo electrónico.",
    forWhom:
      "¡Bienvenido a {{company}}, {{name}}! Elija la contraseña con la que iniciará sesión como {{email}}.",
    forWhomUnnamed:
      "¡Bienvenido a {{company}}! Elija la contraseña con la que iniciará sesión como {{email}}.",
    password: "Contraseña",
    repeat: "Repita la contraseña",
    submit: "Guardar mi contraseña",
  },
  hijack: {
    title: "Ver como otro usuario",
    invalid: "El enlace para tomar la sesión no es válido o venció (la sesión tomada dura una hora).",
    backToPanel: "Volver al panel",
  },
  home: {
    nothing: "Todavía no hay nada que abrir",
    nothingHint:
      "Ninguna sección del back-office está abierta para su cuenta. Pida acceso al propietario de su empresa si lo necesita.",
  },
  signup: {
    title: "Registrarse",
    firstName: "Nombre",
    lastName: "Apellido",
    enterFirstName: "Ingrese su nombre.",
    enterLastName: "Ingrese su apellido.",
    unknownCompany: "Empresa desconocida",
    unknownCompanyHint:
      "Ninguna empresa usa la dirección “{{slug}}”. Revise el enlace de registro que le dio su empresa.",
    goToSignIn: "Ir a iniciar sesión",
    notChecked: "No se pudo verificar la empresa",
    notCheckedHint: "El servidor no respondió. Inténtelo de nuevo en un momento.",
    createAccountWith: "Cree su cuenta con {{company}}",
    createAccount: "Cree su cuenta",
    haveAccount: "¿Ya tiene una cuenta?",
    signIn: "Iniciar sesión",
    phoneNumber: "Número de teléfono (opcional)",
    phoneNumberHint: "La línea que va a recargar. También puede agregarla después.",
  },
  publicPage: {
    brand: "Recargas y alquileres",
    privacyPolicy: "Política de privacidad",
    terms: "Términos y condiciones",
  },
};
