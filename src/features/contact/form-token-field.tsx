/**
 * The hidden input that carries a form's one-time token, as markup React never touches: a page
 * from the page cache gets a fresh token filled into this markup per response, while its React
 * props (in the page's inline scripts, which must keep their hashes) still hold the cache's slot.
 * A React-rendered input would be reset to that slot on hydration. With JavaScript the form reads
 * the token from the DOM (FormData), or uses the newer one the server answered with.
 */
export function FormTokenField({ token }: { token: string }) {
  const value = token.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return <div hidden dangerouslySetInnerHTML={{ __html: `<input type="hidden" name="formToken" value="${value}">` }} />;
}
