/* eslint-disable lingui/no-unlocalized-strings -- fixtures: a button's own label */
import { renderWithProviders } from '@forwarder/testing';
import { screen } from '@testing-library/react';
import { PostForm, SubmitButton } from './post-form';

// A page the router opens in the browser (not hydrated from the server's HTML) has its scripts already: its form is
// usable from the first render, without a "loading" flash. (Server HTML and hydration: app/routes/server-rendered-forms.spec.tsx.)
describe('a post form rendered in the browser', () => {
  it('is usable at once and posts to its own page in the page’s language', async () => {
    await renderWithProviders(
      <PostForm page="/site/contact-us" aria-label="form">
        <SubmitButton>Send</SubmitButton>
      </PostForm>,
      { locale: 'en' },
    );
    expect(screen.getByRole('form', { name: 'form' })).toHaveAttribute('action', '/en/site/contact-us');
    expect(screen.getByRole('form', { name: 'form' })).toHaveAttribute('method', 'post');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(document.querySelector('noscript')).toBeNull();
  });

  it('shows its own loading state while sending', async () => {
    await renderWithProviders(
      <PostForm page="/login" aria-label="form">
        <SubmitButton loading loadingText="Sending…">
          Send
        </SubmitButton>
      </PostForm>,
    );
    expect(screen.getByRole('form', { name: 'form' })).toHaveAttribute('action', '/login');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });
});
