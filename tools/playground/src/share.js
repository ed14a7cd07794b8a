// The share link: the file, the page's language and the pane shown, in the URL's
// fragment (never sent to a server). The file is compressed with raw deflate and
// written in base64url, so that the largest bundled variant fits a link of about two
// thousand characters; a file that does not compile is shared as it is.

async function through(bytes, stream) {
  const piped = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

function base64url(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function unbase64url(text) {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export async function encodeShare({ file, language, pane }) {
  const packed = await through(new TextEncoder().encode(file), new CompressionStream("deflate-raw"));
  return new URLSearchParams({ f: base64url(packed), l: language, p: pane }).toString();
}

// At most this much text from a link: a variant is a few kilobytes.
const MOST = 1 << 20;

export async function decodeShare(fragment) {
  const params = new URLSearchParams(fragment);
  try {
    const unpacked = await through(unbase64url(params.get("f") || ""), new DecompressionStream("deflate-raw"));
    if (unpacked.length > MOST) return null;
    return {
      file: new TextDecoder().decode(unpacked),
      language: params.get("l") || "",
      pane: params.get("p") || "rulebook",
    };
  } catch {
    return null; // a link cut short or altered: the page opens as if it had none
  }
}
