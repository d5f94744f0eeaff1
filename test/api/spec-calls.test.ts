import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OWNERSHIP_MESSAGES } from '../../shared/messages';
import { buildProperty, buildUser } from '../helpers/factories';
import { pngBuffer } from '../helpers/files';
import { buildSemester } from '../helpers/manager-factories';
import { mediaTestContext } from '../helpers/media-test-context';
import { PDF } from '../helpers/webpage-records';

/** The spec's calls as its clients make them (3-templates-and-application.md §7), and the one ownership wording. */

const company = mediaTestContext();

describe('spec calls', () => {
  it('edits a property resource with PUT as well as PATCH (multipart), and PUT follows the access rules', async () => {
    const a = await company.agents();
    const created = await a.manager.post('/api/property-resources/').field('prop', String(company.propertyId)).field('name', 'Rules').attach('resource_file', PDF, 'rules.pdf');
    expect(created.status).toBe(201);
    const put = await a.manager.put(`/api/property-resources/${created.body.id}/`).field('name', 'House rules').attach('resource_file', PDF, 'rules-2.pdf');
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: created.body.id, name: 'House rules', resource_file: expect.stringMatching(/\.pdf$/) });
    expect(put.body.resource_file).not.toBe(created.body.resource_file);
    const patched = await a.manager.patch(`/api/property-resources/${created.body.id}/`).field('name', 'Rules 2027');
    expect(patched.body).toMatchObject({ name: 'Rules 2027', resource_file: put.body.resource_file });
    expect((await a.stranger.put(`/api/property-resources/${created.body.id}/`).field('name', 'X')).status).toBe(404);
    expect((await a.maintenance.put(`/api/property-resources/${created.body.id}/`).field('name', 'X')).status).toBe(403);
    expect((await a.anonymous.put(`/api/property-resources/${created.body.id}/`).field('name', 'X')).status).toBe(401);
    expect(await company.db.selectFrom('property_resources').select('name').execute()).toEqual([{ name: 'Rules 2027' }]);
  });

  it('reads property friends with ?prop= as with ?property=, and refuses neither', async () => {
    const friend = await buildUser(company.db, 'student');
    await company.db.updateTable('users').set({ first_name: 'Maya', last_name: 'Rivera' }).where('id', '=', friend.id).execute();
    await company.db.insertInto('property_friends').values({ property_id: company.propertyId, user_id: friend.id, match_percentage: 91 }).execute();
    const byProp = await request(company.app).get(`/api/property-friends?prop=${company.propertyId}`);
    expect(byProp.status).toBe(200);
    expect(byProp.body).toEqual([expect.objectContaining({ match_percentage: 91, user: expect.objectContaining({ first_name: 'Maya', last_name: 'R' }) })]);
    expect((await request(company.app).get(`/api/property-friends/?property=${company.propertyId}`)).body).toEqual(byProp.body);
    const missing = await request(company.app).get('/api/property-friends');
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body)).toEqual(['property']);
  });

  it('amenities carry amenity_type: stored on create, kept by an edit that leaves it out, changed by one that sends it', async () => {
    const { manager } = await company.agents();
    const pool = await manager.post('/api/amenities/').field('prop', String(company.propertyId)).field('name', 'Pool').field('amenity_type', 'Outdoor').attach('image', await pngBuffer(), 'pool.png');
    expect(pool.body).toMatchObject({ name: 'Pool', amenity_type: 'Outdoor' });
    expect((await manager.patch(`/api/amenities/${pool.body.id}/`).field('name', 'Rooftop pool')).body).toMatchObject({ name: 'Rooftop pool', amenity_type: 'Outdoor' });
    expect((await manager.patch(`/api/amenities/${pool.body.id}/`).field('amenity_type', 'Wellness')).body).toMatchObject({ name: 'Rooftop pool', amenity_type: 'Wellness' });
    expect((await manager.get(`/api/amenities/?prop=${company.propertyId}`)).body).toEqual([expect.objectContaining({ amenity_type: 'Wellness' })]);
    expect((await request(company.app).get(`/api/properties/${company.propertyId}/`)).body.amenities).toEqual([expect.objectContaining({ amenity_type: 'Wellness' })]);
    const tooLong = await manager.patch(`/api/amenities/${pool.body.id}/`).field('amenity_type', 'x'.repeat(81));
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body)).toEqual(['amenity_type']);
  });

  it("lists a property's header media for staff with ?prop=", async () => {
    const a = await company.agents();
    const media = await a.manager.post('/api/property-background-media/').field('prop', String(company.propertyId)).attach('file', await pngBuffer(), 'front.png');
    expect(media.status).toBe(201);
    const list = await a.maintenance.get(`/api/property-background-media/?prop=${company.propertyId}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([media.body]);
    expect((await a.stranger.get(`/api/property-background-media/?prop=${company.propertyId}`)).status).toBe(404);
    expect((await a.student.get(`/api/property-background-media/?prop=${company.propertyId}`)).status).toBe(403);
    expect((await a.anonymous.get(`/api/property-background-media/?prop=${company.propertyId}`)).status).toBe(401);
  });
});

describe('the ownership policy', () => {
  it("words every 'not of your company' refusal in a request body the same way, and changes nothing", async () => {
    const { manager } = await company.agents();
    const foreignProperty = (await buildProperty(company.db, company.otherOrgId)).id;
    const ownSemester = await buildSemester(company.db, company.orgId);
    const foreignSemester = await buildSemester(company.db, company.otherOrgId);
    const properties = [OWNERSHIP_MESSAGES.notYours('property')];
    expect((await manager.post('/api/portfolios/').send({ name: 'X', properties: [foreignProperty] })).body).toEqual({ properties });
    expect((await manager.put('/api/manager/preferences/').send({ selected_property_ids: [company.propertyId, foreignProperty] })).body).toEqual({ selected_property_ids: properties });
    expect((await manager.post('/api/agreement-periods/').send({ property_id: foreignProperty, name: 'X', semesters: [ownSemester.id] })).body).toEqual({ property_id: properties });
    expect((await manager.post('/api/agreement-periods/').send({ property_id: company.propertyId, name: 'X', semesters: [foreignSemester.id] })).body).toEqual({
      semesters: [OWNERSHIP_MESSAGES.notYours('semester')],
    });
    expect(OWNERSHIP_MESSAGES.notYours('property')).toBe('Choose properties of your company.');
    expect(await company.db.selectFrom('portfolios').select('id').execute()).toEqual([]);
    expect(await company.db.selectFrom('lease_periods').select('id').execute()).toEqual([]);
    expect(await company.db.selectFrom('manager_preferences').select('user_id').execute()).toEqual([]);
  });
});
