// A remark plugin for member and editor Markdown: HTML written in the text is shown as the characters typed
// (`<script>...</script>` reads as text), never parsed into elements and never silently dropped, so an author
// sees what they wrote and a reader sees nothing run.
import type { Nodes, Root } from 'mdast';

function htmlToText(node: Nodes): void {
  if (node.type === 'html') {
    (node as unknown as { type: 'text'; value: string }).type = 'text';
    return;
  }
  if ('children' in node) for (const child of node.children) htmlToText(child);
}

export function remarkHtmlAsText() {
  return (tree: Root) => {
    htmlToText(tree);
  };
}
