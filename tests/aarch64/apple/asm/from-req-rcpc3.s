// mattr: +rcpc3
ldapur d15, [x23]
ldapur h21, [x17]
ldapur q0, [x27]
ldapur s0, [x14]
stlur d25, [x3]
stlur h9, [x28]
