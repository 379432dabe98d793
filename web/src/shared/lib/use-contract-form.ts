import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { isApiError } from '../api/api-error';
import { maxLengthAt } from './contract-schema';

type Errors<V> = Partial<Record<keyof V & string, string>>;

export interface ContractFormOptions<V extends object, S extends z.ZodType> {
  initial: V;
  /** The call's body made of the values (ids from a select's text, text turned into a message's HTML). */
  toBody: (values: V) => z.input<S>;
  /**
   * The field a body's path shows at, where the names differ (`optional_fields.room` → `room`);
   * a path not given shows at the field named as its first part, when the form has one.
   */
  fields?: Partial<Record<string, keyof V & string>>;
  /** A field left empty (no choice, blank text, a box unticked) says this, in the screen's own words. */
  required?: Errors<V>;
}

/** What a Mantine input takes of a field: its value, change, error and the contract's limit. */
export interface FieldProps<T> {
  value: T;
  onChange: (next: T | ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
  maxLength: number | undefined;
}

/** Nothing chosen, blank text, or a box to tick left unticked. */
const isBlank = (value: unknown) =>
  value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

const isChange = (next: unknown): next is ChangeEvent<HTMLInputElement | HTMLTextAreaElement> =>
  typeof next === 'object' && next !== null && 'currentTarget' in next;

/**
 * A form of one call, checked by that call's own contract body schema (002: the contract says every
 * limit once): the values, an error under each field, the inputs' props with the contract's
 * `maxLength`. `check()` says a required field's own text where one is left empty, then what the
 * schema finds wrong with the body the values make, each at its field, and gives that body when
 * nothing is. `fail(cause)` puts the server's field errors (422) under the same fields, and what
 * belongs to no field in `failure`.
 */
export function useContractForm<V extends object, S extends z.ZodType>(schema: S, options: ContractFormOptions<V, S>) {
  const [values, setAll] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  /** What is wrong at no field (the files, a failed call), said above the button. */
  const [failure, setFailure] = useState<string | null>(null);
  const initial = useRef(options.initial);

  const fieldOfPath = (path: string): (keyof V & string) | undefined => {
    const parts = path.split('.');
    for (let n = parts.length; n > 0; n--) {
      const field = options.fields?.[parts.slice(0, n).join('.')];
      if (field) return field;
    }
    return parts[0]! in values ? (parts[0] as keyof V & string) : undefined;
  };
  const pathOfField = (field: keyof V & string) =>
    Object.entries(options.fields ?? {}).find(([, f]) => f === field)?.[0] ?? field;

  const setValues = (patch: Partial<V>) => {
    setAll((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof V & string];
      return next;
    });
  };
  const setValue = <K extends keyof V & string>(field: K, value: V[K]) =>
    setValues({ [field]: value } as unknown as Partial<V>);

  const check = (): z.input<S> | null => {
    const found: Errors<V> = {};
    for (const [field, message] of Object.entries(options.required ?? {}) as [keyof V & string, string][]) {
      if (isBlank(values[field as keyof V])) found[field] = message;
    }
    const body = options.toBody(values);
    const parsed = schema.safeParse(body);
    let other: string | null = null;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOfPath(issue.path.join('.'));
        if (!field) other ??= issue.message;
        else found[field] ??= issue.message;
      }
    }
    setErrors(found);
    setFailure(other);
    return Object.keys(found).length || !parsed.success ? null : body;
  };

  /**
   * A failed call: the server's field errors under their fields, and what is at no field (or its
   * message when nothing is at a field) as the failure; `fallback` for a failure that is no answer.
   */
  const fail = (cause: unknown, fallback: string) => {
    if (!isApiError(cause)) {
      setFailure(fallback);
      return;
    }
    const found: Errors<V> = {};
    let other: string | null = null;
    for (const [path, messages] of Object.entries(cause.errors)) {
      const field = fieldOfPath(path);
      if (field) found[field] ??= messages[0];
      else other ??= messages[0] ?? null;
    }
    setErrors(found);
    setFailure(other ?? (Object.keys(found).length ? null : cause.message));
  };

  /** A form's submit: checked first; `send` gets the body when the contract takes it. */
  const onSubmit = (send: (body: z.input<S>) => unknown) => (event?: FormEvent) => {
    event?.preventDefault();
    const body = check();
    if (body !== null) void send(body);
  };

  const input = <K extends keyof V & string>(field: K): FieldProps<V[K]> => ({
    value: values[field],
    onChange: (next) => setValue(field, (isChange(next) ? next.currentTarget.value : next) as V[K]),
    error: errors[field],
    maxLength: maxLengthAt(schema, pathOfField(field)),
  });

  return {
    values,
    errors,
    setValue,
    setValues,
    setError: (field: keyof V & string, message: string | undefined) =>
      setErrors((current) => ({ ...current, [field]: message })),
    failure,
    setFailure,
    /** Back to the first values (`keep`: some stay, the author's place for the next request). */
    reset: (keep: Partial<V> = {}) => {
      setAll({ ...initial.current, ...keep });
      setErrors({});
      setFailure(null);
    },
    input,
    /** The contract's limit of a field, where an input takes it otherwise. */
    maxLength: (field: keyof V & string) => maxLengthAt(schema, pathOfField(field)),
    check,
    fail,
    onSubmit,
  };
}
export type ContractForm<V extends object, S extends z.ZodType> = ReturnType<typeof useContractForm<V, S>>;
