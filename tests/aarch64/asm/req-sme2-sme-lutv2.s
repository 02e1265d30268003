// mattr: +sme2,+sme-lutv2
// instructions llvm-mc 19 takes only with: sme2 sme-lutv2
luti4	{ z24.b - z27.b }, zt0, { z22, z23 }
movt	zt0[0, mul vl], z10
