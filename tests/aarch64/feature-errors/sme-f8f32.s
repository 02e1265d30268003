// without sme-f8f32: each line is rejected
fdot	za.s[w8, 5, vgx2], { z20.b, z21.b }, { z26.b, z27.b }
fdot	za.s[w9, 0, vgx2], { z23.b, z24.b }, z13.b
fdot	za.s[w10, 0, vgx2], { z20.b, z21.b }, z4.b[2]
fdot	za.s[w10, 0, vgx4], { z0.b - z3.b }, { z16.b - z19.b }
fdot	za.s[w11, 1, vgx4], { z31.b, z0.b, z1.b, z2.b }, z3.b
fdot	za.s[w10, 3, vgx4], { z24.b - z27.b }, z9.b[2]
fmlall	za.s[w9, 4:7], z2.b, z0.b
fmlall	za.s[w9, 0:3], z1.b, z4.b[0]
fmlall	za.s[w9, 4:7, vgx2], { z8.b, z9.b }, { z12.b, z13.b }
fmlall	za.s[w11, 0:3,  vgx2], { z2.b, z3.b }, z11.b
fmlall	za.s[w9, 0:3, vgx2], { z2.b, z3.b }, z4.b[14]
fmlall	za.s[w9, 4:7, vgx4], { z0.b - z3.b }, { z8.b - z11.b }
