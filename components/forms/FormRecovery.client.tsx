'use client';

import { unstable_rethrow } from 'next/navigation';
import { Activity, Component, createRef, useEffect, type FormEvent, type ReactNode } from 'react';
import { NETWORK_ERROR, type FormState } from '@/lib/forms/state';

type Props = { children: (recovered?: FormState) => ReactNode };

type State = { failedAt?: number };

/**
 * A form's post that gets no answer (no connection, or an answer that is not the form's) makes
 * the Server Action's promise reject, which React hands to the nearest error boundary: this one.
 * A redirect rejects it too, and goes on to Next's boundary.
 * It draws the form again with "Network error, try again!" and the values that were sent, except
 * passwords, so nothing typed is lost and the visitor can simply send it again.
 */
export class FormRecovery extends Component<Props, State> {
  state: State = {};
  private sent: Record<string, string> = {};
  private wrapper = createRef<HTMLDivElement>();

  /**
   * Marks the form once its script has taken it over (until then the browser posts it itself):
   * data-ready on this wrapper, set on the element so that marking it draws nothing again (the
   * form inside may be drawn anew; the wrapper stays until a failure draws it anew, marked again).
   * The browser tests wait for it.
   */
  private taken = () => this.wrapper.current?.setAttribute('data-ready', '');

  static getDerivedStateFromError(error: unknown): State {
    // A post answered with a redirect rejects with Next's own error, for Next's boundary to
    // navigate: caught here, a change made and saved read as "Network error" (to the same page,
    // where nothing else replaced the form).
    unstable_rethrow(error);
    return { failedAt: Date.now() };
  }

  /** Remembers what a post carried, before it goes. */
  private remember = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target as HTMLFormElement;
    const values: Record<string, string> = {};
    for (const element of Array.from(form.elements)) {
      const control = element as HTMLInputElement;
      if (!control.name || control.type === 'password' || control.type === 'file') continue;
      if ((control.type === 'checkbox' || control.type === 'radio') && !control.checked) continue;
      values[control.name] = control.value;
    }
    this.sent = values;
  };

  render() {
    const { failedAt } = this.state;
    const recovered: FormState | undefined = failedAt
      ? { status: 'refused', message: NETWORK_ERROR, values: this.sent, attempt: failedAt }
      : undefined;
    // A new key after a failure: the form starts afresh from the recovered state.
    // The form hydrates apart from the page (a visible Activity is a boundary of its own for
    // hydration, in slices that yield, and unlike Suspense it is always sent in place, so the form
    // is there without JavaScript): BENCHMARKS.md has the figures.
    return (
      <div onSubmitCapture={this.remember} key={failedAt ?? 0} ref={this.wrapper} data-form="">
        <Activity mode="visible">
          {this.props.children(recovered)}
          <OnHydrated then={this.taken} />
        </Activity>
      </div>
    );
  }
}

/**
 * Draws nothing; runs `then` once the boundary it is in has hydrated or mounted (a passive
 * effect: on a mount, the wrapper's ref is only set after its children's layout effects).
 */
function OnHydrated({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}
