// The shell's stylesheets; modules import their own. The client build merges them all into one
// file that the server inlines into every page.
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './layouts/layouts.css';
import './search/search-bar.css';
