import 'styled-components';
import type { Theme } from '../src/shared/theme/theme';

declare module 'styled-components' {
	export interface DefaultTheme extends Theme {}
}
