# expect: ok
# why: ARB_vertex_program 2.14.3: every binding kind, arrays of state rows, relative addressing with both offsets, the 256th env parameter
---
!!ARBvp1.0
ATTRIB w = vertex.weight[0];
PARAM m[] = { state.matrix.texture[7].invtrans.row[1..3], state.matrix.program[7], state.matrix.projection.transpose };
PARAM l[] = { state.light[7].spot.direction, state.lightprod[0].back.specular, state.lightmodel.back.scenecolor, state.texgen[7].object.q, state.clip[5].plane, state.point.attenuation, state.fog.params, state.material.back.shininess, program.env[255], program.local[255] };
ADDRESS a0, a1;
TEMP t;
ARL a0.x, w.y;
ARL a1.x, vertex.attrib[6].w;
MOV t, m[a0.x + 63];
ADD t, t, l[a1.x - 64];
MOV result.color.back.secondary, t;
MOV result.pointsize, vertex.attrib[7];
MOV result.fogcoord.x, vertex.fogcoord;
MOV result.texcoord[7], vertex.texcoord[7];
MOV result.position, vertex.position;
END
