// mattr: +sme-f8f32
// instructions llvm-mc 19 takes only with: sme-f8f32
fdot	za.s[w8, 0, vgx2], { z16.b, z17.b }, { z24.b, z25.b }
fdot	za.s[w9, 0, vgx2], { z29.b, z30.b }, z9.b
fdot	za.s[w9, 1, vgx2], { z0.b, z1.b }, z13.b[3]
fdot	za.s[w8, 0, vgx4], { z24.b - z27.b }, { z20.b - z23.b }
fdot	za.s[w10, 2, vgx4], { z13.b - z16.b }, z15.b
fdot	za.s[w8, 0, vgx4], { z0.b - z3.b }, z3.b[3]
fmopa	za3.s, p6/m, p4/m, z5.b, z14.b
