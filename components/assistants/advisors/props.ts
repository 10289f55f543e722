// The props the chat screens give a card and a setup form. Declared here for now, as the shared
// registries (components/assistants/cards.ts, setup-forms.ts) declare them too; they are to be
// unified into one module when the two parts meet.

/** A card under an assistant message; only the latest message (`last`) takes input. */
export type CardProps<T = Record<string, unknown>> = {
  data: T;
  busy: boolean;
  onInput: (input: unknown, text?: string) => void;
  /** The latest message: interactive. */
  last: boolean;
};

/** A field's problem as the API sends it: a code, its numbers and an English sentence. */
export type SetupFieldError = { code: string; params?: Record<string, string | number>; message: string };

/** The form that starts a thread; `fieldErrors` are keyed without the `setup.` prefix (`base_salary`, `bonus.value`). */
export type SetupFormProps = {
  busy: boolean;
  fieldErrors: Record<string, SetupFieldError>;
  onStart: (setup: Record<string, unknown>) => void;
};
