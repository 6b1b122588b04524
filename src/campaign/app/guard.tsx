/**
 * Wraps a route's screen: a visitor who fails a rule is redirected, and the screen (a lazily
 * loaded chunk) is never rendered, so its code is not even downloaded.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { guardRedirect, type GuardEntry } from './guard-rules';
import { useAuth } from '../contract/initial-data-context';

interface GuardProps {
	rules: readonly GuardEntry[];
	children: ReactNode;
}

export function Guard( { rules, children }: GuardProps ) {
	const target = guardRedirect( rules, useAuth() );
	return target ? <Navigate to={ target } replace /> : <>{ children }</>;
}
