// without f64mm sve or sme: each line is rejected
trn1	z22.q, z30.q, z23.q
trn2	z2.q, z18.q, z27.q
uzp1	z14.q, z29.q, z28.q
uzp2	z11.q, z17.q, z3.q
zip1	z10.q, z31.q, z22.q
zip2	z16.q, z20.q, z27.q
