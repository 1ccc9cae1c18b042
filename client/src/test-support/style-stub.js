// Stylesheets imported by components mean nothing in jsdom: component tests get this empty module instead.
module.exports = {};
