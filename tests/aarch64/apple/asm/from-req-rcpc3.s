// mattr: +rcpc3
ldapur d26, [x21]
ldapur q2, [x21]
ldapur s29, [x12]
stlur d17, [sp]
stlur q18, [x27]
stlur s19, [x11]
