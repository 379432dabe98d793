import { Input, SegmentedControl } from '@mantine/core';
import { useId } from 'react';

interface LabelledSegmentsProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  data: { value: T; label: string }[];
  disabled?: boolean;
}

/** A choice of a few (all / budget / paid), labelled as a field is: the radio group is named by its label. */
export function LabelledSegments<T extends string>({
  label,
  value,
  onChange,
  data,
  disabled,
}: LabelledSegmentsProps<T>) {
  const labelId = useId();
  return (
    <div>
      <Input.Label id={labelId} display="block" mb={4}>
        {label}
      </Input.Label>
      <SegmentedControl<T>
        aria-labelledby={labelId}
        fullWidth
        value={value}
        onChange={onChange}
        data={data}
        disabled={disabled}
      />
    </div>
  );
}
