/**
 * Catches a render crash anywhere below it and shows the reload notice instead of a blank page.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ReloadNotice } from './reload-notice';

interface ErrorBoundaryProps {
	children: ReactNode;
	/** Changing this value (e.g. the location) clears a caught error. */
	resetKey?: unknown;
}

interface ErrorBoundaryState {
	error: Error | null;
	resetKey: unknown;
}

export class ErrorBoundary extends Component<
	ErrorBoundaryProps,
	ErrorBoundaryState
> {
	override state: ErrorBoundaryState = {
		error: null,
		resetKey: this.props.resetKey,
	};

	static getDerivedStateFromError( error: Error ) {
		return { error };
	}

	static getDerivedStateFromProps(
		props: ErrorBoundaryProps,
		state: ErrorBoundaryState
	): Partial< ErrorBoundaryState > | null {
		if ( props.resetKey !== state.resetKey ) {
			return { error: null, resetKey: props.resetKey };
		}
		return null;
	}

	override componentDidCatch( error: Error, info: ErrorInfo ) {
		// Keep the details for whoever opens the console; the visitor sees a way out.
		// eslint-disable-next-line no-console
		console.error( error, info.componentStack );
	}

	override render() {
		if ( ! this.state.error ) {
			return this.props.children;
		}
		return <ReloadNotice />;
	}
}
