import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { useMessages } from "../i18n/messages.ts";
import { ApiError } from "./api-client.ts";
import { startChange } from "./change-effects.ts";
import { changedFields } from "./changed-fields.ts";
import { resolveChange, useApiMutation, type DeclaredChange } from "./use-api-mutation.ts";

export type ApiFormOptions<Values extends Record<string, unknown>, Payload, Result> = {
  initialValues: Values;
  /** The shared zod schema the server validates with; checked against `toPayload(values)` before sending. */
  schema: StandardSchemaV1;
  /** Form values → request body (e.g. "" → null). Field paths must stay the same so errors land on the inputs. */
  toPayload?: (values: Values) => Payload;
  /** Extra client-only rules the schema cannot express (e.g. "passwords match"). */
  validate?: (values: Values) => FormErrors;
  submit: (payload: Payload) => Promise<Result>;
  /**
   * What the server changed (`change-effects.ts`), as `useApiMutation` declares it: what is kept from the answer
   * is in the cache before `onSuccess` runs, the rest is applied after it.
   */
  changes?: DeclaredChange<Result, Payload>;
  onSuccess?: (result: Result, payload: Payload) => void | Promise<void>;
  /** Server field name → form path, for endpoints whose names differ from the form's (e.g. newPassword). */
  fieldMap?: Record<string, string>;
  /** The message shown above the form for an error that is not about one field (else the code's, i18n/messages.ts). */
  describeError?: (error: ApiError) => string | null;
  /**
   * An edit form's stored record as a payload. `dirty` then compares payloads, as saving does: an edit that a
   * save would send as nothing (a space typed and trimmed away) is no unsaved change.
   */
  saved?: Payload | null;
};

export type ApiForm<Values extends Record<string, unknown>, Result> = {
  form: UseFormReturnType<Values>;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** An error not tied to a field (wrong password, network down, expired link…), shown in an Alert. */
  formError: ApiError | null;
  formErrorMessage: string | null;
  dismissFormError: () => void;
  result: Result | undefined;
  /** Whether saving would change something: what the action bar and the leave guard tell. */
  dirty: boolean;
};

function flattenPaths(value: unknown, prefix = "", out = new Set<string>()): Set<string> {
  if (prefix) out.add(prefix);
  // List rows too ("requiredSkills.2.skillId"), so a server error about one row lands beside that row.
  if (Array.isArray(value)) {
    value.forEach((child, index) => flattenPaths(child, prefix ? `${prefix}.${index}` : String(index), out));
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) flattenPaths(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** The value at a form path such as "education.2.end". */
function valueAt(values: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined),
      values,
    );
}

/** Focuses the first input that shows an error, in document order, so keyboard and screen reader users land on it. */
function focusFirstError<Values>(form: UseFormReturnType<Values>, errors: FormErrors) {
  const paths = Object.keys(errors);
  if (paths.length === 0) return;
  requestAnimationFrame(() => {
    const nodes = paths
      .map((path) => form.getInputNode(path as never))
      .filter((node): node is HTMLElement => node instanceof HTMLElement);
    nodes.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const target = nodes[0];
    if (target) {
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: "center", behavior: "smooth" });
    }
  });
}

/**
 * The one form pattern of the app: Mantine form state validated with the shared zod schema, sent through the
 * one mutation style (`useApiMutation`) with the server change it makes declared (`changes`). Values are never
 * reset on failure: server field errors are put beside their inputs, any other error is returned as
 * `formErrorMessage` for an Alert, and the first invalid input receives focus.
 */
export function useApiForm<Values extends Record<string, unknown>, Payload = Values, Result = unknown>(
  options: ApiFormOptions<Values, Payload, Result>,
): ApiForm<Values, Result> {
  const { initialValues, schema, toPayload, validate, submit, changes, onSuccess, fieldMap, describeError, saved } =
    options;
  const queryClient = useQueryClient();
  const messages = useMessages();
  // Mantine accepts letters, digits and dashes only; React ids contain other characters.
  const formName = `form-${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const [formError, setFormError] = useState<ApiError | null>(null);
  const valuesAtFocus = useRef(new Map<string, string>());
  const changedPaths = useRef(new Set<string>());
  const convert = toPayload ?? ((values: Values) => values as unknown as Payload);
  const resolve = schemaResolver(schema, { sync: true });

  const form = useForm<Values>({
    name: formName,
    mode: "controlled",
    initialValues,
    validate: (values) => ({ ...resolve(convert(values)), ...validate?.(values) }),
    clearInputErrorOnChange: true,
    // A field is checked when the user leaves it after changing it, not when merely tabbing through (nor when
    // a picker's dropdown takes the focus): an error appearing under an untouched input shifts the layout and
    // can swallow the click on the submit button.
    enhanceGetInputProps: ({ inputProps, field, form: current }) => {
      const path = String(field);
      // Mantine merges what this returns into `inputProps` itself: calling `inputProps.onBlur` at blur time
      // would call this very handler again, without end. Its own handlers are kept from before the merge.
      const mantineOnFocus = inputProps.onFocus as ((event: unknown) => void) | undefined;
      const mantineOnBlur = inputProps.onBlur as ((event: unknown) => void) | undefined;
      const mantineOnChange = inputProps.onChange as ((...args: unknown[]) => void) | undefined;
      const snapshot = () => JSON.stringify(valueAt(current.getValues(), path) ?? null);
      return {
        // The schema's and the server's messages are English: each shows in the page's language.
        ...(typeof inputProps.error === "string" ? { error: messages.field(inputProps.error) } : {}),
        // Mantine marks most inputs invalid itself, but not the inner input of PasswordInput.
        "aria-invalid": inputProps.error ? true : undefined,
        // Changed since the form opened (even back to empty): the field's error line is kept free from then on
        // (api-form-shell.module.css), so the check on leaving it cannot move what the user clicks next.
        "data-error-space": current.isDirty(path) || changedPaths.current.has(path) || undefined,
        onChange: (...args: unknown[]) => {
          changedPaths.current.add(path);
          mantineOnChange?.(...args);
        },
        onFocus: (event: unknown) => {
          mantineOnFocus?.(event);
          valuesAtFocus.current.set(path, snapshot());
        },
        onBlur: (event: unknown) => {
          mantineOnBlur?.(event);
          const before = valuesAtFocus.current.get(path);
          valuesAtFocus.current.delete(path);
          if (before !== undefined && before !== snapshot()) current.validateField(field);
        },
      };
    },
  });

  const mutation = useApiMutation({ mutationFn: (payload: Payload) => submit(payload) });

  const handleError = (error: unknown) => {
    const apiError =
      error instanceof ApiError ? error : new ApiError(0, "unknown", "Something went wrong. Please try again.");
    const known = flattenPaths(form.getValues());
    const fieldErrors: FormErrors = {};
    const unplaced: string[] = [];
    for (const [serverPath, message] of Object.entries(apiError.fields)) {
      const path = fieldMap?.[serverPath] ?? serverPath;
      if (known.has(path)) fieldErrors[path] = message;
      else unplaced.push(message);
    }
    if (Object.keys(fieldErrors).length > 0) {
      form.setErrors((current) => ({ ...current, ...fieldErrors }));
      focusFirstError(form, fieldErrors);
    }
    // An Alert too when nothing could be put beside an input, so an error is never silent.
    if (Object.keys(fieldErrors).length === 0 || unplaced.length > 0) {
      setFormError(apiError);
    }
  };

  const onSubmit = form.onSubmit(
    (values) => {
      setFormError(null);
      const payload = convert(values);
      // Through the mutation's own promise, not `mutate`'s callbacks: those are dropped when the form unmounts
      // first (a live update closing the dialog before the answer arrives), and the user then never learns that
      // it worked. Not on the mutation either: the form is no longer `saving` while the screen moves on.
      mutation.mutateAsync(payload).then(async (result) => {
        const finish = startChange(queryClient, resolveChange(changes, result, payload));
        await onSuccess?.(result, payload);
        await finish();
      }, handleError);
    },
    (errors) => focusFirstError(form, errors),
  );

  const describe = describeError ?? messages.error;
  let formErrorMessage: string | null = null;
  if (formError) {
    const unplaced = Object.entries(formError.fields)
      .filter(([serverPath]) => !flattenPaths(form.getValues()).has(fieldMap?.[serverPath] ?? serverPath))
      .map(([, message]) => messages.field(message));
    formErrorMessage = describe(formError) ?? messages.error(formError);
    if (unplaced.length > 0 && !unplaced.includes(formErrorMessage)) {
      formErrorMessage = [formErrorMessage, ...unplaced].join(" ");
    }
  }

  const dirty = saved
    ? Object.keys(changedFields(convert(form.getValues()) as Record<string, unknown>, saved as Record<string, unknown>))
        .length > 0
    : form.isDirty();

  return {
    form,
    onSubmit,
    dirty,
    saving: mutation.isPending,
    formError,
    formErrorMessage,
    dismissFormError: () => setFormError(null),
    result: mutation.data,
  };
}
