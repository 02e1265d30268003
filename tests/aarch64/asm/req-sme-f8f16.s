// mattr: +sme-f8f16
// instructions llvm-mc 19 takes only with: sme-f8f16
fdot	za.h[w11, 4, vgx2], { z30.b, z31.b }, { z8.b, z9.b }
fdot	za.h[w11, 1, vgx2], { z14.b, z15.b }, z9.b
fdot	za.h[w10, 0, vgx2], { z28.b, z29.b }, z11.b[0]
fdot	za.h[w10, 6, vgx4], { z4.b - z7.b }, { z8.b - z11.b }
fdot	za.h[w8, 0, vgx4], { z13.b - z16.b }, z11.b
fdot	za.h[w10, 5, vgx4], { z12.b - z15.b }, z3.b[0]
fmopa	za1.h, p1/m, p5/m, z21.b, z8.b
fvdot	za.h[w10, 5, vgx2], { z6.b, z7.b }, z4.b[7]
