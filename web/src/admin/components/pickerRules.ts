/** Picker button rules (spec section 5, "Picker"), pure for the unit tests. */

export interface PickerMode {
  multi?: boolean;
  required?: boolean;
}

/** 'Not selected' is allowed only when the choice is neither required nor multi. */
export function allowsNotSelected({ multi, required }: PickerMode): boolean {
  return !multi && !required;
}

/** Connect needs a selection, except in multi mode where an empty set is a valid answer. */
export function canConnect({ multi }: PickerMode, selectedCount: number): boolean {
  return multi ? true : selectedCount > 0;
}
