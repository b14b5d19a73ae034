// The confirmed community photos' embeddings, held in one growable Float32Array in the vision process, and the
// brute-force cosine search over them (vectors are L2-normalised, so cosine is a dot product). pgvector is not
// available for the PostgreSQL server here; a linear scan of 100,000 x 1,280 floats takes tens of milliseconds
// (docs/PERFORMANCE.md, Identification), well inside the identification budget.
export interface IndexEntry {
  /** photo_embeddings.id */
  id: number;
  sightingId: number;
  speciesId: number;
  embedding: Float32Array;
}

export interface Neighbour {
  id: number;
  sightingId: number;
  speciesId: number;
  similarity: number;
}

export class SimilarityIndex {
  private vectors = new Float32Array(0);
  private ids: number[] = [];
  private sightings: number[] = [];
  private species: number[] = [];
  private dimensions = 0;
  private readonly rowById = new Map<number, number>();

  get size(): number {
    return this.ids.length;
  }

  clear(): void {
    this.vectors = new Float32Array(0);
    this.ids = [];
    this.sightings = [];
    this.species = [];
    this.dimensions = 0;
    this.rowById.clear();
  }

  add(entries: readonly IndexEntry[]): void {
    for (const entry of entries) {
      if (this.dimensions === 0) this.dimensions = entry.embedding.length;
      // Embeddings of another model (after a change of embedder) are not comparable: skipped.
      if (entry.embedding.length !== this.dimensions) continue;
      const existing = this.rowById.get(entry.id);
      const row = existing ?? this.ids.length;
      if (existing === undefined) {
        this.ensureCapacity(row + 1);
        this.ids.push(entry.id);
        this.sightings.push(entry.sightingId);
        this.species.push(entry.speciesId);
        this.rowById.set(entry.id, row);
      } else {
        this.sightings[row] = entry.sightingId;
        this.species[row] = entry.speciesId;
      }
      this.vectors.set(entry.embedding, row * this.dimensions);
    }
  }

  remove(ids: readonly number[]): void {
    for (const id of ids) {
      const row = this.rowById.get(id);
      if (row === undefined) continue;
      // The last row moves into the hole, so the matrix stays dense.
      const last = this.ids.length - 1;
      if (row !== last) {
        const d = this.dimensions;
        this.vectors.copyWithin(row * d, last * d, (last + 1) * d);
        const movedId = this.ids[last] as number;
        this.ids[row] = movedId;
        this.sightings[row] = this.sightings[last] as number;
        this.species[row] = this.species[last] as number;
        this.rowById.set(movedId, row);
      }
      this.ids.pop();
      this.sightings.pop();
      this.species.pop();
      this.rowById.delete(id);
    }
  }

  /** The k most similar photos, best first; `excludeSighting` leaves one sighting out (leave-one-out runs). */
  nearest(query: Float32Array, k: number, excludeSighting?: number): Neighbour[] {
    const d = this.dimensions;
    if (d === 0 || query.length !== d) return [];
    const best: Neighbour[] = [];
    const v = this.vectors;
    for (let row = 0; row < this.ids.length; row++) {
      if (excludeSighting !== undefined && this.sightings[row] === excludeSighting) continue;
      let dot = 0;
      const base = row * d;
      for (let i = 0; i < d; i++) dot += (v[base + i] as number) * (query[i] as number);
      if (best.length < k || dot > (best[best.length - 1] as Neighbour).similarity) {
        const item = {
          id: this.ids[row] as number,
          sightingId: this.sightings[row] as number,
          speciesId: this.species[row] as number,
          similarity: dot,
        };
        let at = best.length;
        while (at > 0 && (best[at - 1] as Neighbour).similarity < dot) at--;
        best.splice(at, 0, item);
        if (best.length > k) best.pop();
      }
    }
    return best;
  }

  private ensureCapacity(rows: number): void {
    const needed = rows * this.dimensions;
    if (needed <= this.vectors.length) return;
    const grown = new Float32Array(Math.max(needed, this.vectors.length * 2, this.dimensions * 256));
    grown.set(this.vectors);
    this.vectors = grown;
  }
}
