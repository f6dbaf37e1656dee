import { Center, Loader } from '@mantine/core';

/** Shown while a page loads its data. */
export function Spinner() {
  return (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader size="lg" type="bars" />
    </Center>
  );
}
