// JSON-RPC to the local nodes over fetch: runs in Node and in the browser suite alike (anvil
// answers CORS), so both take and revert the same snapshots.

export async function rpc<T>(
  url: string,
  method: string,
  params: readonly unknown[] = [],
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/** `evm_snapshot` on every node; the returned function reverts them all (`evm_revert`). */
export async function snapshotChains(rpcUrls: readonly string[]): Promise<() => Promise<void>> {
  const ids = await Promise.all(rpcUrls.map((url) => rpc<string>(url, 'evm_snapshot')))
  return async () => {
    await Promise.all(
      rpcUrls.map(async (url, index) => {
        const reverted = await rpc<boolean>(url, 'evm_revert', [ids[index]])
        if (!reverted) throw new Error(`evm_revert(${ids[index]}) failed on ${url}`)
      }),
    )
  }
}
