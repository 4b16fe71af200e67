import { Component, type ReactNode } from 'react';
import { messages } from '@wbn/contracts';
import { say } from '../i18n/say.ts';
import './section-boundary.css';

interface SectionBoundaryProps {
  children: ReactNode;
  /** The retry button's words, in the page's language (shared/ui holds no strings). */
  retryLabel: string;
}

/**
 * Around an independent section of a page (a business's products, its posts, the home page's
 * latest businesses): a section that throws while rendering shows a short message with a retry
 * in its place, and the rest of the page keeps working. A class, because React catches render
 * errors only in one; a retry renders the section afresh (and shows the message again if it
 * fails again).
 */
export class SectionBoundary extends Component<SectionBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="section-problem" role="alert">
        <p>{say(messages.errorLoadingData)}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => this.setState({ failed: false })}
        >
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}
