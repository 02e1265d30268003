// mattr: +sme-f8f16
// instructions llvm-mc 19 takes only with: sme-f8f16
fmopa	za0.h, p2/m, p1/m, z2.b, z8.b
