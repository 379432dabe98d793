import { Group, Radio, Stack } from '@mantine/core';
import { useId } from 'react';
import classes from './settings.module.css';

export interface ChoiceOption<T> {
  value: T;
  label: string;
  /** The option's language when it is not the page's («English» on a Russian page). */
  lang?: string;
}

interface ChoiceFieldsetProps<T> {
  legend: string;
  options: readonly ChoiceOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Side by side where they fit (short options), else one under another. */
  inline?: boolean;
  disabled?: boolean;
}

/** A choice of one: native radio buttons in a fieldset named by its legend (arrows move within it). */
export function ChoiceFieldset<T extends string | number | boolean>({
  legend,
  options,
  value,
  onChange,
  inline = false,
  disabled = false,
}: ChoiceFieldsetProps<T>) {
  const name = useId();
  const Layout = inline ? Group : Stack;
  return (
    <fieldset className={classes.fieldset} disabled={disabled}>
      <legend className={classes.legend}>{legend}</legend>
      <Layout gap="sm">
        {options.map((option) => (
          <Radio
            key={String(option.value)}
            name={name}
            value={String(option.value)}
            label={<span lang={option.lang}>{option.label}</span>}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
        ))}
      </Layout>
    </fieldset>
  );
}
