/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { ApiError } from '@forwarder/api-client';
import { renderWithProviders } from '@forwarder/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { showServerErrorsOnForm } from './server-errors';

interface Values {
  name: string;
  email: string;
}

/** A two-field form whose button puts `failure` on it, as a mutation's `onError` does, and tells how many fields got it. */
function Form({ failure, onShown }: { failure: unknown; onShown: (count: number) => void }) {
  const { register, setError, formState } = useForm<Values>({ defaultValues: { name: '', email: '' } });
  return (
    <form>
      <label>
        name <input {...register('name')} />
      </label>
      <p>{formState.errors.name?.message}</p>
      <label>
        email <input {...register('email')} />
      </label>
      <p>{formState.errors.email?.message}</p>
      <button type="button" onClick={() => onShown(showServerErrorsOnForm(failure, ['name', 'email'], setError))}>
        fail
      </button>
    </form>
  );
}

const refusal = (status: number, members: string[][], message: string) =>
  new ApiError('server', message, {
    status,
    error: {
      code: 'Validation',
      message,
      details: null,
      validationErrors: members.map((m) => ({ members: m, message: `${m.join()} is wrong` })),
    },
  });

async function fail(failure: unknown): Promise<jest.Mock> {
  const onShown = jest.fn();
  await renderWithProviders(<Form failure={failure} onShown={onShown} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'fail' }));
  return onShown;
}

describe('showServerErrorsOnForm', () => {
  it('puts field errors under their fields (contract names, any case) and focuses the first the server names', async () => {
    const onShown = await fail(refusal(400, [['Email'], ['name'], ['other']], 'Two fields are wrong'));
    expect(onShown).toHaveBeenCalledWith(2);
    expect(await screen.findByText('Email is wrong')).toBeInTheDocument();
    expect(screen.getByText('name is wrong')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'email' })).toHaveFocus();
    expect(screen.queryByText('Two fields are wrong')).not.toBeInTheDocument();
  });

  it('toasts a failure that names no field of the form', async () => {
    const onShown = await fail(refusal(400, [['other']], 'No such route'));
    expect(onShown).toHaveBeenCalledWith(0);
    expect(await screen.findByText('No such route')).toBeInTheDocument();
    expect(screen.getAllByText('请求错误').length).toBeGreaterThan(0);
  });

  it('shows nothing for a 401: the API client is taking the user to sign in', async () => {
    const onShown = await fail(refusal(401, [['name']], 'Please sign in.'));
    expect(onShown).toHaveBeenCalledWith(0);
    // A toast would have had the time to appear (the toaster chunk is loaded by the test before).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('name is wrong')).not.toBeInTheDocument();
    expect(screen.queryByText('Please sign in.')).not.toBeInTheDocument();
  });

  it('shows nothing for what is not an API error', async () => {
    expect(await fail(new Error('boom'))).toHaveBeenCalledWith(0);
  });
});
