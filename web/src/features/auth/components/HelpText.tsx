import { Code, List, Stack, Text, Title } from '@mantine/core';
import { authStrings } from '../strings';

/** Where to get help with signing in: offices with hours, or the feedback form with the cabinet link as its topic. */
export function HelpText() {
  const cabinetLink = window.location.origin;
  return (
    <Stack gap="sm">
      <Text size="sm">{authStrings.helpIntro}</Text>
      <Title order={3} size="h5">
        {authStrings.helpOfficesTitle}
      </Title>
      <List size="sm" spacing="xs">
        {authStrings.helpOffices.map((office) => (
          <List.Item key={office.place}>
            {office.place}
            <Text size="sm" c="dimmed">
              {office.hours}
            </Text>
          </List.Item>
        ))}
      </List>
      <Title order={3} size="h5">
        {authStrings.helpFormTitle}
      </Title>
      <Text size="sm">
        {authStrings.helpFormText} <Code>{cabinetLink}</Code>
        {authStrings.helpFormTail}
      </Text>
    </Stack>
  );
}
