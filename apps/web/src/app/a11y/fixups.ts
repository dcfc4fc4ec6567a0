import { useDialogFocusReturn } from './focusReturn.ts';
import { useRangePickerTabFix } from './keyboardTrap.ts';
import { useTableFixups } from './tableFixups.ts';

/** The application layout's accessibility mends of antd behaviour no prop changes (issue 17). */
export function useA11yFixups() {
  useTableFixups();
  useDialogFocusReturn();
  useRangePickerTabFix();
}
