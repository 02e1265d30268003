// mattr: +sme-f8f16
// instructions llvm-mc 19 takes only with: sme-f8f16
fdot	za.h[w10, 7, vgx2], { z6.b, z7.b }, { z14.b, z15.b }
fdot	za.h[w8, 1, vgx2], { z20.b, z21.b }, z10.b
fdot	za.h[w11, 5, vgx2], { z0.b, z1.b }, z11.b[5]
fdot	za.h[w11, 1, vgx4], { z8.b - z11.b }, { z20.b - z23.b }
fdot	za.h[w10, 0, vgx4], { z3.b - z6.b }, z1.b
fdot	za.h[w10, 0, vgx4], { z20.b - z23.b }, z15.b[1]
fmlal	za.h[w9, 2:3], z21.b, z3.b
fmlal	za.h[w9, 14:15], z12.b, z6.b[0]
fmlal	za.h[w10, 0:1, vgx2], { z16.b, z17.b }, { z20.b, z21.b }
fmlal	za.h[w10, 2:3, vgx2], { z1.b, z2.b }, z4.b
fmlal	za.h[w8, 0:1, vgx2], { z10.b, z11.b }, z9.b[8]
fmlal	za.h[w8, 4:5, vgx4], { z20.b - z23.b }, { z20.b - z23.b }
fmlal	za.h[w11, 2:3, vgx4], { z0.b - z3.b }, z2.b
fmlal	za.h[w10, 0:1, vgx4], { z16.b - z19.b }, z1.b[12]
fmopa	za1.h, p1/m, p4/m, z27.b, z14.b
fvdot	za.h[w10, 5, vgx2], { z10.b, z11.b }, z2.b[6]
