import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';

// Loaded on the first toast only (see toast.ts). One store per page: top-centre, as the spec asks.
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

/** Renders the toasts of the store; mounted once by `<AppToaster />`. */
export default function ToasterView() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width="full" maxW="350px">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxW="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
