/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { FakeXhr, installFakeXhr } from '@forwarder/api-client/testing';
import { installApi, renderWithProviders } from '@forwarder/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ImageField } from './image-field';

const png = (name = 'logo.png', bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function Harness({ initial = '' }: { initial?: string }) {
  const [url, setUrl] = useState(initial);
  return (
    <>
      <ImageField label="Logo" value={url} onChange={setUrl} />
      <output data-testid="value">{url}</output>
    </>
  );
}

beforeEach(() => {
  installFakeXhr();
  installApi(() => undefined);
});

describe('ImageField', () => {
  it('uploads the chosen picture with progress and takes the answered URL as its value', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />, { locale: 'en' });
    expect(screen.getByText('No picture')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Logo: choose a picture file'), png());
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('no upload was sent');
    expect(xhr.url).toBe('/api/ops/site-images');
    expect((xhr.body?.get('file') as File).name).toBe('logo.png');
    act(() => xhr.progress(5, 10));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    act(() =>
      xhr.respond(201, { id: 'a', url: '/api/f/site-images/a.png', contentType: 'image/png', width: 1, height: 1, byteSize: 10, fileName: 'logo.png' }),
    );
    expect(await screen.findByRole('img', { name: 'Logo (current picture)' })).toHaveAttribute('src', '/api/f/site-images/a.png');
    expect(screen.getByTestId('value')).toHaveTextContent('/api/f/site-images/a.png');
  });

  it('refuses a wrong type before sending, shows the server’s refusal under the field, and clears the picture', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderWithProviders(<Harness initial="/api/f/assets/logo.svg" />, { locale: 'zh-Hans' });
    const input = screen.getByLabelText('Logo：选择图片文件');
    const sent = FakeXhr.instances.length;
    await user.upload(input, new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }));
    expect(FakeXhr.instances.length).toBe(sent);
    expect(screen.getByText('请选择 PNG、JPEG、WebP、GIF、SVG 或 ICO 图片。')).toBeInTheDocument();

    await user.upload(input, png('huge.png'));
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('no upload was sent');
    act(() =>
      xhr.respond(400, {
        error: { code: 'Validation', message: '请求无效', validationErrors: [{ members: ['file'], message: '图片为 5000 × 10 像素，每边不能超过 4096 像素。' }] },
      }),
    );
    expect(await screen.findByText('图片为 5000 × 10 像素，每边不能超过 4096 像素。')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('/api/f/assets/logo.svg');

    await user.click(screen.getByRole('button', { name: '移除图片' }));
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    expect(screen.getByText('无图片')).toBeInTheDocument();
  });
});
