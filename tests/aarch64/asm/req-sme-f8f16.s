// mattr: +sme-f8f16
// instructions llvm-mc 19 takes only with: sme-f8f16
fdot	za.h[w11, 3, vgx2], { z26.b, z27.b }, { z24.b, z25.b }
fdot	za.h[w11, 0, vgx2], { z11.b, z12.b }, z7.b
fdot	za.h[w11, 1, vgx2], { z2.b, z3.b }, z5.b[0]
fdot	za.h[w11, 0, vgx4], { z12.b - z15.b }, { z12.b - z15.b }
fdot	za.h[w10, 4, vgx4], { z31.b, z0.b, z1.b, z2.b }, z9.b
fdot	za.h[w9, 0, vgx4], { z8.b - z11.b }, z3.b[0]
fmlal	za.h[w10, 10:11], z17.b, z6.b
fmlal	za.h[w10, 6:7], z6.b, z6.b[0]
fmlal	za.h[w10, 2:3, vgx2], { z22.b, z23.b }, { z16.b, z17.b }
fmlal	za.h[w11, 0:1, vgx2], { z18.b, z19.b }, z7.b
fmlal	za.h[w10, 2:3, vgx2], { z18.b, z19.b }, z12.b[6]
fmlal	za.h[w8, 4:5, vgx4], { z4.b - z7.b }, { z8.b - z11.b }
fmlal	za.h[w8, 2:3, vgx4], { z13.b - z16.b }, z2.b
fmlal	za.h[w9, 0:1, vgx4], { z16.b - z19.b }, z8.b[11]
fmopa	za0.h, p1/m, p1/m, z17.b, z27.b
fvdot	za.h[w10, 0, vgx2], { z14.b, z15.b }, z7.b[7]
