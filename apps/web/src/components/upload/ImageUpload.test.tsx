/** The image field: uploads through the file service, shows the image, 删除 clears it; refuses what is no image before sending. */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fileApi } from '@tenon/contracts';
import { createFakeServer, ok } from '../../test/fakeServer';
import { renderWithProviders } from '../../test/render';
import ImageUpload from './ImageUpload';

const URL_OF_LOGO = 'http://localhost:48080/tri-real-api/admin-api/infra/file/1/get/0cd2d20335654da9aa4ed09974e5deaf.png';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImageUpload value={value} onChange={setValue} ariaLabel="应用图标" />
      <output aria-label="值">{value}</output>
    </>
  );
}
const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

describe('ImageUpload', () => {
  it('posts the picked image as the multipart field file and shows what the server answers', async () => {
    const server = createFakeServer().on(fileApi.upload, ok(URL_OF_LOGO));
    renderWithProviders(<Field />);
    const user = userEvent.setup({ delay: null });
    await user.upload(input(), new File(['png'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByLabelText('值')).toHaveTextContent(URL_OF_LOGO));
    const [request] = server.received(fileApi.upload);
    expect(request!.method).toBe('POST');
    const form = request!.body as FormData;
    expect([...form.keys()]).toEqual(['file']);
    expect((form.get('file') as File).name).toBe('logo.png');
    expect(screen.getAllByRole('img', { name: '应用图标' })[0]).toHaveAttribute('src', URL_OF_LOGO);
  });

  it('clears the value on 删除, and refuses a file that is no image without sending it', async () => {
    const server = createFakeServer();
    renderWithProviders(<Field initial={URL_OF_LOGO} />);
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.click(screen.getByRole('button', { name: '删除应用图标' }));
    expect(screen.getByLabelText('值')).toHaveTextContent('');
    await user.upload(input(), new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(await screen.findByText(/文件格式错误/)).toBeInTheDocument();
    expect(server.received(fileApi.upload)).toHaveLength(0);
  });
});
