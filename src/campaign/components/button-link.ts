/**
 * A router link styled as a button (shared buttons stay router-free).
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '../../shared/ui/button';

export const ButtonLink = styled( Link )< ButtonStyleProps >`
	${ buttonStyles }
`;
