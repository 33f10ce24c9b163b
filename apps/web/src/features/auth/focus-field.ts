/** Moves focus to a form's field by name (the first invalid one after a rejected submit). */
export function focusField(form: HTMLFormElement, name: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}
