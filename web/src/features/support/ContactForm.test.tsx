// The contact form: a member's name and e-mail prefilled, the schema's messages under their fields before
// anything is sent, the message sent and a success state, the server's refusal shown, and the honeypot out of
// everyone's way.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeMember, renderScreen, stubApi } from '../sightings/test-support';
import { ContactForm } from './ContactForm';

afterEach(() => vi.unstubAllGlobals());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('ContactForm', () => {
  it('prefills a signed-in member’s name and e-mail address', async () => {
    stubApi({});
    await renderScreen(<ContactForm />, {
      me: makeMember({ username: 'heron_fan', email: 'heron@example.org' }),
    });
    expect(screen.getByLabelText('Your name', { exact: false })).toHaveValue('heron_fan');
    expect(screen.getByLabelText('Your e-mail address', { exact: false })).toHaveValue('heron@example.org');
  });

  it('shows the messages under their fields and sends nothing while the form is incomplete', async () => {
    const api = stubApi({});
    await renderScreen(<ContactForm />);
    fill('Your e-mail address', 'not-an-address');
    fill('Message', 'Hi');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Please choose a topic.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/support/contact')).toHaveLength(0);
  });

  it('sends the message and shows where the answer will go', async () => {
    const api = stubApi({ 'POST /api/support/contact': () => json({ received: true }, 201) });
    await renderScreen(<ContactForm />);
    fill('Your name', 'Rosa Marsh');
    fill('Your e-mail address', 'rosa@example.org');
    fireEvent.change(screen.getByLabelText('Topic', { exact: false }), { target: { value: 'billing' } });
    fill('Message', 'I was charged twice this month.');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(screen.getByText('Thank you. We will answer by e-mail at rosa@example.org.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/support/contact')[0]?.body).toEqual({
      name: 'Rosa Marsh',
      email: 'rosa@example.org',
      topic: 'billing',
      message: 'I was charged twice this month.',
      website: '',
    });
  });

  it('shows the server’s refusal in the reader’s words', async () => {
    stubApi({
      'POST /api/support/contact': () =>
        json(
          {
            message:
              'You have sent several messages in the last hour. Please wait an hour before sending another.',
          },
          429,
        ),
    });
    await renderScreen(<ContactForm initialTopic="privacy" />);
    fill('Your name', 'Rosa Marsh');
    fill('Your e-mail address', 'rosa@example.org');
    fill('Message', 'Please tell me what you keep about me.');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message could not be sent');
    expect(alert).toHaveTextContent('You have sent several messages in the last hour.');
    expect(screen.queryByRole('heading', { name: 'Message sent' })).not.toBeInTheDocument();
  });

  it('keeps the honeypot hidden from people, screen readers and the keyboard', async () => {
    stubApi({});
    const { container } = await renderScreen(<ContactForm />);
    const trap = container.querySelector('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
  });
});
