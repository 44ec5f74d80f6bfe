// The floor of `npm run bench:web`: the least a client-rendered page built on the product's stack (React, React
// Router, Chakra UI's provider) costs a phone. Independent of the product's code on purpose, so that the product
// changing cannot move its own yardstick. Chakra's documented set-up (defaultSystem, every recipe): the floor of
// issue 15's table (154 KiB of JS on the wire), which its targets are ratios to.
import { Button, ChakraProvider, defaultSystem, Heading, Stack } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

function FloorPage() {
  return (
    <Stack as="main" padding="6" gap="4" alignItems="flex-start">
      <Heading as="h1" size="2xl">
        Floor page
      </Heading>
      <Button type="button">A button</Button>
    </Stack>
  );
}

const router = createBrowserRouter([{ path: '*', element: <FloorPage /> }]);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <RouterProvider router={router} />
    </ChakraProvider>
  </StrictMode>,
);
