import { List, Stack, Text } from '@mantine/core';
import { policyText } from '../policy-text';

/** The full consent text; the caller gives it a heading and a frame. */
export function PolicyText() {
  return (
    <Stack gap="sm" fz="sm">
      <Text inherit>{policyText.intro}</Text>
      <Text inherit>{policyText.purpose}</Text>
      <div>
        <Text inherit>{policyText.dataIntro}</Text>
        <List size="sm" mt={4} spacing={2} withPadding>
          {policyText.data.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </div>
      <Text inherit>{policyText.actions}</Text>
      <Text inherit>{policyText.term}</Text>
      <Text inherit>{policyText.withdrawal}</Text>
      <Text inherit>{policyText.rights}</Text>
    </Stack>
  );
}
