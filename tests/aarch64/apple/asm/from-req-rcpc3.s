// mattr: +rcpc3
ldapur b29, [x21]
ldapur d8, [x23]
ldapur h11, [x21]
ldapur s18, [x25]
stlur h1, [x9]
stlur q26, [x28]
