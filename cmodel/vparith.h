/*
 * vparith: the arithmetic of NVIDIA's NV20 (GeForce3, GeForce4 Ti, Xbox
 * NV2A) and NV30 (GeForce FX) vertex units, bit for bit, for emulators
 * and other programs that want those chips' numbers without the rest of
 * the engine. One header: the vector unit's operations (vpfloat.h) and the
 * special-function unit's (sfu.h), each taking the numeric mode of the
 * instruction (vpf_mode_of(chip, program is VP2.0)). Link with -lvp
 * (`make install` installs both; pkg-config --cflags --libs vp).
 * docs/numerics.md describes every operation; docs/emulators.md has an
 * example.
 *
 * API stability: the functions and constants declared through this header
 * keep their names, arguments and results across releases; the results
 * are those of the hardware and change only to fix a place where the
 * library and the hardware disagree.
 */
#ifndef VP_VPARITH_H
#define VP_VPARITH_H

#include "sfu.h"
#include "vpfloat.h"

#endif
