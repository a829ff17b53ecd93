import type { Translated } from "../types";
import type { refine as english } from "../en/refine";

/** Spanish texts of Refine's own: every key of the English one (src/i18n/README.md). */
export const refine: Translated<typeof english> = {
  warnWhenUnsavedChanges: "¿Seguro que desea salir? Tiene cambios sin guardar.",
  notifications: {
    success: "Listo",
    error: "Error (código de estado: {{statusCode}})",
    createSuccess: "Se creó {{resource}}",
    createError: "Hubo un error al crear {{resource}} (código de estado: {{statusCode}})",
    editSuccess: "Se actualizó {{resource}}",
    editError: "Error al actualizar {{resource}} (código de estado: {{statusCode}})",
    deleteSuccess: "Se eliminó {{resource}}",
    deleteError: "Error al eliminar {{resource}} (código de estado: {{statusCode}})",
    undoable: "Tiene {{seconds}} segundos para deshacer",
  },
  buttons: { cancel: "Cancelar", confirm: "¿Está seguro?", delete: "Eliminar", refresh: "Actualizar" },
  actions: { list: "Lista", create: "Crear", edit: "Editar", show: "Ver", clone: "Duplicar" },
};
