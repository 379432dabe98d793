import { universitySettings, type UniversitySettings } from '@portal/contract';
import { useState, type ChangeEvent } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { maxLengthAt } from '../../shared/lib/contract-schema';

/**
 * The lists of the settings a person adds to, removes from and reorders: their items keep an id
 * each (React's key), so a moved item's inputs and buttons move with it.
 */
export const LIST_PATHS = [
  'sign_in_help.offices',
  'email.contacts',
  'digital_services',
  'library_resources',
  'wifi.rules',
  'sidebar_links',
] as const;
export type ListPath = (typeof LIST_PATHS)[number];

type Tree = Record<string, unknown> | unknown[];
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** The value at a dotted path (`library_resources.2.url`). */
export function getAt(root: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (isTree(node) ? (node as Record<string, unknown>)[key] : undefined), root);
}

/** A copy of `root` with `value` at the dotted path; what is off the path is shared, not copied. */
export function setAt<T>(root: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const node = root as unknown as Tree;
  const next = rest.length ? setAt((node as Record<string, unknown>)[key!], rest.join('.'), value) : value;
  if (Array.isArray(node)) return node.map((item, i) => (String(i) === key ? next : item)) as T;
  return { ...(node as Record<string, unknown>), [key!]: next } as T;
}

/** The paths a field shows: every value that is no object, and every list (its own message: keys twice). */
export function fieldPaths(root: unknown, path = ''): string[] {
  if (!isTree(root)) return [path];
  const own = Array.isArray(root) ? [path] : [];
  return [...own, ...Object.entries(root).flatMap(([key, value]) => fieldPaths(value, path ? `${path}.${key}` : key))];
}

/**
 * Where each message goes: at its field when the form has one; a group's copy of its fields'
 * messages (the server's `errorGroups`: `library_resources` beside `library_resources.0.url`) is
 * dropped; the rest is said above the button.
 */
export function placeErrors(
  found: [path: string, message: string][],
  values: unknown,
): { errors: Record<string, string>; other: string | null } {
  const fields = new Set(fieldPaths(values));
  const errors: Record<string, string> = {};
  let other: string | null = null;
  for (const [path, message] of found) {
    const nested = found.filter(([p]) => p.startsWith(`${path}.`)).map(([, m]) => m);
    if (nested.includes(message)) continue;
    if (fields.has(path)) errors[path] ??= message;
    else other ??= message;
  }
  return { errors, other };
}

let lastId = 0;
const newIds = (count: number) => Array.from({ length: count }, () => ++lastId);
const idsOf = (values: UniversitySettings) =>
  Object.fromEntries(LIST_PATHS.map((path) => [path, newIds((getAt(values, path) as unknown[]).length)])) as Record<
    ListPath,
    number[]
  >;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What a text input takes of a field. */
export interface SettingsFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
  maxLength: number | undefined;
}

/**
 * «Настройки университета»'s form (issue 33): the settings as they are edited, checked by the
 * contract's own schema (the body of POST /api/university/settings) before they are sent, each
 * message at its field by its path (`library_resources.2.url`), the server's field errors (422)
 * the same way; the lists' items added, removed and moved with ids of their own. As the other
 * forms' `useContractForm` (shared/lib/use-contract-form.ts), for a body of nested lists.
 */
export function useSettingsForm(saved: UniversitySettings) {
  const [state, setState] = useState(() => ({ values: saved, ids: idsOf(saved) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [baseline, setBaseline] = useState(saved);
  const { values, ids } = state;

  const clear = (prefix: string) =>
    setErrors((current) => {
      const keep = Object.entries(current).filter(([path]) => path !== prefix && !path.startsWith(`${prefix}.`));
      return keep.length === Object.keys(current).length ? current : Object.fromEntries(keep);
    });

  const set = (path: string, value: unknown) => {
    setState((s) => ({ ...s, values: setAt(s.values, path, value) }));
    clear(path);
  };

  /** A list changed shape: its messages by index no longer point at the right items. */
  const changeList = (list: ListPath, change: <T>(items: T[]) => T[]) => {
    setState((s) => ({
      values: setAt(s.values, list, change(getAt(s.values, list) as unknown[])),
      ids: { ...s.ids, [list]: change(s.ids[list]) },
    }));
    clear(list);
  };

  const move = <T>(items: T[], from: number, to: number): T[] => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    return next;
  };

  return {
    values,
    errors,
    failure,
    dirty: !same(values, baseline),
    /** The items' ids of a list, in its order. */
    ids: (list: ListPath) => ids[list],
    set,
    /**
     * A text field's props: `nullable` fields (a phone, a link that may be absent) are null when
     * left empty.
     */
    field: (path: string, options: { nullable?: boolean } = {}): SettingsFieldProps => ({
      value: String(getAt(values, path) ?? ''),
      onChange: (event) => {
        const text = event.currentTarget.value;
        set(path, options.nullable && text.trim() === '' ? null : text);
      },
      error: errors[path],
      maxLength: maxLengthAt(universitySettings, path),
    }),
    add: (list: ListPath, item: unknown) => {
      setState((s) => ({
        values: setAt(s.values, list, [...(getAt(s.values, list) as unknown[]), item]),
        ids: { ...s.ids, [list]: [...s.ids[list], ...newIds(1)] },
      }));
      clear(list);
    },
    remove: (list: ListPath, index: number) => changeList(list, (items) => items.filter((_, i) => i !== index)),
    move: (list: ListPath, index: number, delta: -1 | 1) =>
      changeList(list, (items) => move(items, index, index + delta)),
    /** The body when the contract takes it; otherwise each message at its field, and null. */
    check: (): UniversitySettings | null => {
      const parsed = universitySettings.safeParse(values);
      if (parsed.success) {
        setErrors({});
        setFailure(null);
        return parsed.data;
      }
      const placed = placeErrors(
        parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        values,
      );
      setErrors(placed.errors);
      setFailure(placed.other);
      return null;
    },
    /** A failed save: the server's field errors at their fields, the rest (or `fallback`) above the button. */
    fail: (cause: unknown, fallback: string) => {
      if (!isApiError(cause)) {
        setFailure(fallback);
        return;
      }
      const placed = placeErrors(
        Object.entries(cause.errors).flatMap(([path, messages]) => messages.map((m): [string, string] => [path, m])),
        values,
      );
      setErrors(placed.errors);
      setFailure(placed.other ?? (Object.keys(placed.errors).length ? null : cause.message || fallback));
    },
    /** The settings as saved (the server's answer): the form starts again from them. */
    reset: (next: UniversitySettings) => {
      setBaseline(next);
      setState({ values: next, ids: idsOf(next) });
      setErrors({});
      setFailure(null);
    },
  };
}
export type SettingsForm = ReturnType<typeof useSettingsForm>;
