/**
 * English texts of Refine's own (src/i18n/index.ts's i18nProvider looks a Refine key up here first): its
 * warning about unsaved changes, its default notices, buttons and breadcrumb words, as Refine writes them.
 */
export const refine = {
  warnWhenUnsavedChanges: "Are you sure you want to leave? You have unsaved changes.",
  notifications: {
    success: "Successful",
    error: "Error (status code: {{statusCode}})",
    createSuccess: "Successfully created {{resource}}",
    createError: "There was an error creating {{resource}} (status code: {{statusCode}})",
    editSuccess: "Successfully updated {{resource}}",
    editError: "Error when updating {{resource}} (status code: {{statusCode}})",
    deleteSuccess: "Successfully deleted a {{resource}}",
    deleteError: "Error when deleting {{resource}} (status code: {{statusCode}})",
    undoable: "You have {{seconds}} seconds to undo",
  },
  buttons: { cancel: "Cancel", confirm: "Are you sure?", delete: "Delete", refresh: "Refresh" },
  actions: { list: "List", create: "Create", edit: "Edit", show: "Show", clone: "Clone" },
};
