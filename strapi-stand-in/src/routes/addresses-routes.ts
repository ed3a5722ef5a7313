// `/addresses`, a Strapi collection owned by its user: the authenticated role may list, read, create, update and
// delete, and an ownership policy narrows every call to the caller's own rows. Someone else's address answers
// 404, exactly like a missing one, so ids reveal nothing.
import { Router } from "express";
import { addressJson } from "../addresses/address-json.js";
import * as repo from "../addresses/address-repo.js";
import type { Db } from "../db/open.js";
import { sendNotFound } from "../http/errors.js";
import { requireUser } from "../http/require-user.js";
import { idParam, parseAddressBody } from "../extension-rules.js";

export function addressesRouter(db: Db): Router {
  const router = Router();
  const now = () => new Date().toISOString();

  router.get("/addresses", (_req, res) => {
    res.json(repo.listAddresses(db, requireUser(res).id).map(addressJson));
  });
  router.get("/addresses/count", (_req, res) => {
    res.json(repo.listAddresses(db, requireUser(res).id).length);
  });
  router.get("/addresses/:id", (req, res) => {
    const user = requireUser(res);
    const id = idParam(req.params.id);
    const row = id === undefined ? undefined : repo.findAddress(db, user.id, id);
    if (!row) return sendNotFound(res);
    res.json(addressJson(row));
  });
  router.post("/addresses", (req, res) => {
    const user = requireUser(res);
    // The owner comes from the token; a `user` in the body is ignored.
    res.json(addressJson(repo.insertAddress(db, user.id, parseAddressBody(req.body), now())));
  });
  router.put("/addresses/:id", (req, res) => {
    const user = requireUser(res);
    const id = idParam(req.params.id);
    const row = id === undefined ? undefined : repo.findAddress(db, user.id, id);
    if (!row) return sendNotFound(res);
    const updated = repo.updateAddress(db, user.id, row.id, parseAddressBody(req.body), now());
    if (!updated) return sendNotFound(res);
    res.json(addressJson(updated));
  });
  router.delete("/addresses/:id", (req, res) => {
    const user = requireUser(res);
    const id = idParam(req.params.id);
    const deleted = id === undefined ? undefined : repo.deleteAddress(db, user.id, id, now());
    if (!deleted) return sendNotFound(res);
    res.json(addressJson(deleted));
  });
  return router;
}
